#!/usr/bin/env python3
"""Reads a screenshot of a terminal (an X window dump, `xwd -root`) with no image library, for
feedterm's tests in real terminals.

  screenshot.py png IN.xwd OUT.png [X Y W H]       the dump (or that rectangle of it) as a PNG;
                                                   prints its distinct colours
  screenshot.py compare IN.xwd X Y W H REF.png [top-left|found]
                                                   how like REF the rectangle is: REF fitted into
                                                   it (aspect kept; centred, or at its top left)
                                                   and that part compared, or with `found` REF
                                                   stretched over the box of what is drawn there
                                                   (another program's picture, whatever its
                                                   size), at the best of the places up to 2
                                                   pixels away: prints its SSIM (grey, 8 x 8
                                                   windows) and the distance of their mean
                                                   colours (0-441)
  screenshot.py colours IN.xwd X Y W H             distinct colours in the rectangle
  screenshot.py has IN.xwd R G B [TOLERANCE]       1 when some pixel is that colour (each channel
                                                   within TOLERANCE, default 0), else 0
"""
import struct
import sys
import zlib


def read_xwd(path, window=None):
    """The dump's pixels, rows of (r, g, b); only those of `window` (x, y, w, h, clipped to the
    dump) when one is given, since a whole screen takes seconds to read in Python."""
    data = open(path, "rb").read()
    fields = struct.unpack(">25I", data[:100])
    header_size, width, height, byte_order = fields[0], fields[4], fields[5], fields[7]
    bits_per_pixel, bytes_per_line = fields[11], fields[12]
    masks = fields[14:17]
    start = header_size + fields[19] * 12
    step = bits_per_pixel // 8
    if step not in (3, 4):
        sys.exit(f"screenshot: {bits_per_pixel} bits a pixel is not handled")
    shifts = [(mask & -mask).bit_length() - 1 for mask in masks]
    order = "little" if byte_order == 0 else "big"
    left, top, right, bottom = 0, 0, width, height
    if window:
        left, top = max(0, window[0]), max(0, window[1])
        right, bottom = min(width, window[0] + window[2]), min(height, window[1] + window[3])
    rows = []
    for y in range(top, bottom):
        line = data[start + y * bytes_per_line: start + y * bytes_per_line + width * step]
        row = []
        for x in range(left, right):
            pixel = int.from_bytes(line[x * step:(x + 1) * step], order)
            row.append(tuple((pixel >> s) & 0xFF for s in shifts))
        rows.append(row)
    return rows


def read_png(path):
    """8-bit RGB or RGBA, not interlaced: the bundled photographs."""
    data = open(path, "rb").read()
    at, idat, header = 8, b"", None
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        sys.exit("screenshot: only 8-bit RGB or RGBA PNGs without interlacing")
    channels = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * channels
    previous, rows = bytearray(stride), []
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + left) & 0xFF
            elif kind == 2: line[i] = (line[i] + up) & 0xFF
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return rows


def write_png(rows, path):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    raw = b"".join(b"\0" + bytes(c for pixel in row for c in pixel) for row in rows)
    header = struct.pack(">IIBBBBB", len(rows[0]), len(rows), 8, 2, 0, 0, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")
    open(path, "wb").write(png)


def crop(rows, x, y, w, h):
    return [row[x:x + w] for row in rows[y:y + h]]


def taps(source, target):
    """For each of `target` new pixels along an axis, the source pixels that make it and their
    shares: by the area each covers when smaller, bilinear between the two nearest when larger."""
    scale, out = source / target, []
    for position in range(target):
        if scale <= 1:
            centre = max(0.0, (position + 0.5) * scale - 0.5)
            left = min(source - 1, int(centre))
            right, share = min(source - 1, left + 1), centre - left
            out.append([(left, 1.0)] if right == left else [(left, 1 - share), (right, share)])
            continue
        start, end = position * scale, min(source, (position + 1) * scale)
        found, index = [], int(start)
        while index < end and index < source:
            covered = min(end, index + 1) - max(start, index)
            if covered > 0:
                found.append((index, covered / scale))
            index += 1
        out.append(found)
    return out


def scaled(rows, w, h):
    """Resampled to w x h: each new pixel the area-weighted mean of those it covers when
    smaller, interpolated between the four nearest when larger; the reference a picture drawn
    at that size is measured against, whoever drew it."""
    across, down = taps(len(rows[0]), w), taps(len(rows), h)
    wide = [[tuple(sum(row[i][c] * weight for i, weight in taps_x) for c in range(3)) for taps_x in across] for row in rows]
    return [[tuple(round(sum(wide[i][x][c] * weight for i, weight in taps_y)) for c in range(3)) for x in range(w)]
            for taps_y in down]


def drawn_box(screen, x, y, w, h):
    """The box of the pixels inside the rectangle that differ from the background, the colour
    most pixels just around it have; the whole rectangle when none differs."""
    around = [screen[yy][xx] for yy in (y - 2, y + h + 1) for xx in range(x - 2, x + w + 2)
              if 0 <= yy < len(screen) and 0 <= xx < len(screen[0])]
    around += [screen[yy][xx] for xx in (x - 2, x + w + 1) for yy in range(y, y + h)
               if 0 <= yy < len(screen) and 0 <= xx < len(screen[0])]
    background = max(set(around), key=around.count)
    inside = [(xx, yy) for yy in range(y, y + h) for xx in range(x, x + w)
              if max(abs(a - b) for a, b in zip(screen[yy][xx], background)) > 24]
    if not inside:
        return x, y, w, h
    left, top = min(p[0] for p in inside), min(p[1] for p in inside)
    right, bottom = max(p[0] for p in inside), max(p[1] for p in inside)
    return left, top, max(8, right - left + 1), max(8, bottom - top + 1)


def grey(rows):
    return [[0.299 * r + 0.587 * g + 0.114 * b for (r, g, b) in row] for row in rows]


def ssim(a, b):
    """Mean SSIM of 8 x 8 windows, stepping 4, over two grey images of one size."""
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    h, w, scores = len(a), len(a[0]), []
    for y in range(0, max(1, h - 7), 4):
        for x in range(0, max(1, w - 7), 4):
            pa = [a[yy][xx] for yy in range(y, min(h, y + 8)) for xx in range(x, min(w, x + 8))]
            pb = [b[yy][xx] for yy in range(y, min(h, y + 8)) for xx in range(x, min(w, x + 8))]
            n = len(pa)
            ma, mb = sum(pa) / n, sum(pb) / n
            va = sum((p - ma) ** 2 for p in pa) / n
            vb = sum((p - mb) ** 2 for p in pb) / n
            cov = sum((p - ma) * (q - mb) for p, q in zip(pa, pb)) / n
            scores.append(((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2)))
    return sum(scores) / len(scores)


def mean_colour(rows):
    pixels = [p for row in rows for p in row]
    return [sum(p[c] for p in pixels) / len(pixels) for c in range(3)]


def main(args):
    command = args[0]
    if command == "png":
        rows = read_xwd(args[1])
        if len(args) == 7:
            rows = crop(rows, *map(int, args[3:7]))
        write_png(rows, args[2])
        print(len({p for row in rows for p in row}))
    elif command == "compare":
        x, y, w, h = map(int, args[2:6])
        photo, anchor = read_png(args[6]), args[7] if len(args) > 7 else "centred"
        # Only the rectangle and a margin around it are read; places count from the margin's corner.
        margin = 6
        left, top = max(0, x - margin), max(0, y - margin)
        screen = read_xwd(args[1], (left, top, w + 2 * margin, h + 2 * margin))
        x, y = x - left, y - top
        if anchor == "found":
            # Wherever the picture is drawn inside the rectangle, at whatever size: the
            # photograph stretched over the box of what differs from the background around it.
            x, y, w, h = drawn_box(screen, x, y, w, h)
        else:
            # The photograph fitted into the rectangle with its aspect kept, centred, as
            # feedterm draws it (or at its top left): only that part is compared.
            # Halves round up, as feedterm rounds (Python's round would make 58.5 58, not 59).
            scale = min(w / len(photo[0]), h / len(photo))
            fw, fh = max(8, int(len(photo[0]) * scale + 0.5)), max(8, int(len(photo) * scale + 0.5))
            if anchor != "top-left":
                x, y = x + (w - fw) // 2, y + (h - fh) // 2
            w, h = fw, fh
        reference = scaled(photo, w, h)
        # A window's border moves everything a pixel or two: the best of the nearby places.
        found = []
        for dx in range(-2, 3):
            for dy in range(-2, 3):
                if x + dx < 0 or y + dy < 0 or x + dx + w > len(screen[0]) or y + dy + h > len(screen):
                    continue
                shot = crop(screen, x + dx, y + dy, w, h)
                found.append((ssim(grey(shot), grey(reference)), shot))
        score, shot = max(found, key=lambda pair: pair[0])
        distance = sum((p - q) ** 2 for p, q in zip(mean_colour(shot), mean_colour(reference))) ** 0.5
        print(f"{score:.3f} {distance:.1f}")
    elif command == "colours":
        x, y, w, h = map(int, args[2:6])
        print(len({p for row in crop(read_xwd(args[1]), x, y, w, h) for p in row}))
    elif command == "has":
        wanted, tolerance = tuple(map(int, args[2:5])), int(args[5]) if len(args) > 5 else 0
        near = lambda p: all(abs(p[c] - wanted[c]) <= tolerance for c in range(3))
        print(1 if any(near(p) for row in read_xwd(args[1]) for p in row) else 0)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
