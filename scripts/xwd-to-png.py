#!/usr/bin/env python3
"""Converts an X window dump (xwd -root, 24 or 32 bits a pixel, TrueColor) to a PNG, and prints
how many distinct colours it holds: a screenshot for feedterm's sixel test, with no image
library. Usage: xwd-to-png.py IN.xwd OUT.png
"""
import struct
import sys
import zlib

data = open(sys.argv[1], "rb").read()
fields = struct.unpack(">25I", data[:100])
header_size, _, _, _, width, height, _, byte_order, _, _, _, bits_per_pixel, bytes_per_line = fields[:13]
red_mask, green_mask, blue_mask = fields[14:17]
colours_count = fields[19]
start = header_size + colours_count * 12
step = bits_per_pixel // 8
if step not in (3, 4):
    sys.exit(f"xwd-to-png: {bits_per_pixel} bits a pixel is not handled")


def shift(mask):
    return (mask & -mask).bit_length() - 1


shifts = [shift(mask) for mask in (red_mask, green_mask, blue_mask)]
rows, seen = [], set()
for y in range(height):
    line = data[start + y * bytes_per_line: start + y * bytes_per_line + width * step]
    row = bytearray(b"\0")
    for x in range(width):
        pixel = int.from_bytes(line[x * step:(x + 1) * step], "little" if byte_order == 0 else "big")
        rgb = tuple((pixel >> s) & 0xFF for s in shifts)
        seen.add(rgb)
        row += bytes(rgb)
    rows.append(bytes(row))


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"".join(rows), 6)) + chunk(b"IEND", b"")
open(sys.argv[2], "wb").write(png)
print(len(seen))
