#!/usr/bin/env python3
"""Prints the colours of a PNG at given points, as JSON: [[r, g, b], ...].

Usage: png-pixels.py FILE X,Y [X,Y ...]

Reads 8-bit RGB and RGBA PNGs without interlacing (what headless Chromium writes) with the
standard library only, so that tests can check a screenshot without an image library.
"""
import json
import struct
import sys
import zlib


def read(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG file")
    offset, chunks, header = 8, [], None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        sys.exit(f"{path}: only 8-bit RGB or RGBA PNGs without interlacing are read")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous, position = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[i] = (line[i] + predictor) & 0xFF
        rows.append(line)
        previous = line
    return width, height, channels, rows


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    width, height, channels, rows = read(sys.argv[1])
    colours = []
    for point in sys.argv[2:]:
        x, y = (int(round(float(v))) for v in point.split(","))
        if not (0 <= x < width and 0 <= y < height):
            colours.append(None)
            continue
        pixel = rows[y][x * channels:x * channels + 3]
        colours.append(list(pixel))
    print(json.dumps({"width": width, "height": height, "colours": colours}))


main()
