#!/usr/bin/env python3
"""Reads a screenshot of a terminal (an X window dump, `xwd -root`) with no image library, for
feedterm's tests in real terminals.

  screenshot.py png IN.xwd OUT.png [X Y W H]       the dump (or that rectangle of it) as a PNG;
                                                   prints its distinct colours
  screenshot.py compare IN.xwd X Y W H REF.png     how like REF the rectangle is: REF fitted into
                                                   it (aspect kept, centred) and that part
                                                   compared, at the best of the places up to
                                                   2 pixels away: prints its SSIM (grey, 8 x 8
                                                   windows) and the distance of their mean
                                                   colours (0-441)
  screenshot.py colours IN.xwd X Y W H             distinct colours in the rectangle
  screenshot.py has IN.xwd R G B [TOLERANCE]       1 when some pixel is that colour (each channel
                                                   within TOLERANCE, default 0), else 0
"""
import struct
import sys
import zlib


def read_xwd(path):
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
    rows = []
    for y in range(height):
        line = data[start + y * bytes_per_line: start + y * bytes_per_line + width * step]
        row = []
        for x in range(width):
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


def scaled(rows, w, h):
    """Box-averaged (or repeated) to w x h."""
    sh, sw = len(rows), len(rows[0])
    out = []
    for ty in range(h):
        top, bottom = ty * sh // h, max(ty * sh // h + 1, (ty + 1) * sh // h)
        line = []
        for tx in range(w):
            left, right = tx * sw // w, max(tx * sw // w + 1, (tx + 1) * sw // w)
            box = [rows[yy][xx] for yy in range(top, bottom) for xx in range(left, right)]
            line.append(tuple(sum(p[c] for p in box) // len(box) for c in range(3)))
        out.append(line)
    return out


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
        photo = read_png(args[6])
        # The photograph fitted into the rectangle with its aspect kept, centred, as feedterm
        # draws it: only that part is compared.
        scale = min(w / len(photo[0]), h / len(photo))
        fw, fh = max(8, round(len(photo[0]) * scale)), max(8, round(len(photo) * scale))
        x, y, w, h = x + (w - fw) // 2, y + (h - fh) // 2, fw, fh
        screen, reference = read_xwd(args[1]), scaled(photo, w, h)
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
