#!/usr/bin/env python3
"""Prints the live translations of string tables as an independent reader sees them, as JSON.

    table-values.py [--comments] PATH...

Each PATH is a file or a folder of files: gettext .po (read with gettext's own msgattrib and
msgcat: translated, not fuzzy, not obsolete messages), Android values*/strings.xml (Python's
xml.etree, values as aapt reads them, by compare-android-resources.py's reader), Apple
.strings (a tokenizer of its own) and .stringsdict (plistlib), and String Catalogs (json; each
localization's string-unit values by variation path, states left out).

With --comments it prints instead each entry's comment as the reader sees it: the comments
between a .strings entry and the one before it, joined by line feeds as gettext's
msgcat --stringtable-input joins them (above the first entry, not those set apart from it by a
blank line, which are the file's), the comments right before an Android resource, a .po message's extracted
comments (#.), a catalog key's comment (PLACE * for the catalog's keys); .stringsdict files have
none.

Prints one JSON object: for each "PLACE<TAB>KEY" (PLACE the locale and table as the files name
them: fr for fr.po, values-fr/strings, fr.lproj/Localizable, fr/Localizable for a catalog's French;
KEY as the format keys it: msgctxt<U+0004>msgid, a resource name, a .strings key, a catalog key) the value: a string, or an object of plural forms, array items or variation
paths. Herald's tests compare the values of a corpus with those of the corpus converted to another
format and back.
"""
import importlib.util
import json
import os
import plistlib
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("android", os.path.join(HERE, "compare-android-resources.py"))
android = importlib.util.module_from_spec(spec)
spec.loader.exec_module(android)

COMMENTS = False

PO_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v", "\\": "\\", '"': '"'}


def po_string(text):
    """The value of a PO string literal's contents (between the quotes)."""
    out, i = [], 0
    while i < len(text):
        c = text[i]
        i += 1
        if c == "\\" and i < len(text):
            e = text[i]
            i += 1
            if e in "01234567":
                digits = e
                while i < len(text) and len(digits) < 3 and text[i] in "01234567":
                    digits += text[i]
                    i += 1
                out.append(chr(int(digits, 8)))
            else:
                out.append(PO_ESCAPES.get(e, e))
        else:
            out.append(c)
    return "".join(out)


def gettext(path, locale, table):
    run = subprocess.run(
        f"msgattrib --translated --no-fuzzy --no-obsolete --no-wrap --no-location '{path}' | msgcat --no-wrap -",
        shell=True, capture_output=True, text=True, check=True)
    for block in run.stdout.split("\n\n"):
        fields, current, extracted = {}, None, []
        for line in block.split("\n"):
            if line.startswith("#.") :
                extracted.append(line[3:] if line.startswith("#. ") else line[2:])
            if line.startswith("#") or not line:
                continue
            if line.startswith('"'):
                fields[current] += po_string(line[1:-1])
                continue
            keyword, _, literal = line.partition(" ")
            current = keyword
            fields[keyword] = po_string(literal[1:-1])
        if "msgid" not in fields or (fields["msgid"] == "" and "msgctxt" not in fields):
            continue
        key = (fields["msgctxt"] + "\x04" if "msgctxt" in fields else "") + fields["msgid"]
        if COMMENTS:
            if extracted:
                table[locale + "\t" + key] = "\n".join(extracted).strip()
        elif "msgid_plural" in fields:
            table[locale + "\t" + key] = {k[7:-1]: v for k, v in fields.items() if k.startswith("msgstr[")}
        else:
            table[locale + "\t" + key] = fields.get("msgstr", "")


def android_file(path, locale, table):
    locale = locale + "/" + os.path.basename(path)[:-4]
    for kind, name, attrs, comments, values in android.read(path)[2]:
        if COMMENTS:
            if comments:
                table[locale + "\t" + name] = "\n".join(c.strip() for c in comments)
        elif kind == "string":
            table[locale + "\t" + name] = values[0]
        elif kind == "plurals":
            table[locale + "\t" + name] = dict(values)
        elif kind == "string-array":
            table[locale + "\t" + name] = {str(i): v for i, v in enumerate(values)}


STRINGS_TOKEN = re.compile(r'\s+|/\*.*?\*/|//[^\n]*|"((?:[^"\\]|\\.)*)"|([^\s"=;/]+)|[=;{}]', re.S)
STRINGS_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}


def strings_value(text):
    out, i = [], 0
    while i < len(text):
        c = text[i]
        i += 1
        if c == "\\" and i < len(text):
            e = text[i]
            i += 1
            if e in "uU" and re.fullmatch(r"[0-9A-Fa-f]{4}", text[i:i + 4]):
                code = int(text[i:i + 4], 16)
                i += 4
                if 0xD800 <= code <= 0xDBFF and re.fullmatch(r"\\[uU][0-9A-Fa-f]{4}", text[i:i + 6]):
                    code = 0x10000 + ((code - 0xD800) << 10) + (int(text[i + 2:i + 6], 16) - 0xDC00)
                    i += 6
                out.append(chr(code))
            else:
                out.append(STRINGS_ESCAPES.get(e, e))
        else:
            out.append(c)
    return "".join(out)


def strings_file(path, locale, table):
    data = open(path, "rb").read()
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        text = data.decode("utf-16")
    else:
        text = data.decode("utf-8-sig")
    pending, pos, comment, comment_end, first = [], 0, None, 0, True
    while pos < len(text):
        m = STRINGS_TOKEN.match(text, pos)
        if not m:
            raise ValueError(f"{path}: cannot read at {pos}")
        pos = m.end()
        token = m.group(0)
        if token.startswith("/*") or token.startswith("//"):
            if not pending:
                body = (token[2:-2] if token.startswith("/*") else token[2:]).strip()
                # Every comment since the last entry is the next entry's, one line each, as
                # gettext's reader of .strings (read-stringtable.c, msgcat --stringtable-input)
                # attaches them.
                if comment is not None and first and text[comment_end:m.start()].count("\n") > 1:
                    comment = None  # a file comment above the first entry, set apart by a blank line
                comment = body if comment is None else comment + "\n" + body
                comment_end = m.end()
            continue
        # Above the first entry, a comment set apart from it by a blank line is the file's.
        if first and not pending and comment is not None and text[comment_end:m.start()].count("\n") > 1:
            comment = None
        if m.group(1) is not None:
            pending.append(strings_value(m.group(1)))
        elif m.group(2) is not None:
            pending.append(m.group(2))
        elif m.group(0) == ";":
            if COMMENTS:
                if pending and comment:
                    table[locale + "\t" + pending[0]] = comment
            elif len(pending) == 2:
                table[locale + "\t" + pending[0]] = pending[1]
            elif len(pending) == 1:
                table[locale + "\t" + pending[0]] = pending[0]
            pending, comment, first = [], None, False


def leaves(value, path, out):
    """The string values of a plist or JSON tree, by path."""
    if isinstance(value, dict):
        for k, v in value.items():
            leaves(v, path + [k], out)
    elif isinstance(value, str):
        out["/".join(path)] = value


def stringsdict_file(path, locale, table):
    if COMMENTS:
        return
    with open(path, "rb") as f:
        root = plistlib.load(f)
    for key, entry in root.items():
        values = {}
        leaves(entry, [], values)
        table[locale + "\t" + key] = values


def catalog_file(path, table):
    name = os.path.basename(path)[:-10]
    with open(path, encoding="utf-8") as f:
        catalog = json.load(f)
    for key, string in catalog.get("strings", {}).items():
        if COMMENTS:
            if string.get("comment"):
                table["*/" + name + "\t" + key] = string["comment"].strip()
            continue
        for locale, localization in string.get("localizations", {}).items():
            values = {}
            unit_values(localization, [], values)
            if values:
                table[locale + "/" + name + "\t" + key] = values.get("", values)


def unit_values(node, path, out):
    """A localization's string-unit values by variation path ("" for a plain string unit)."""
    for k, v in node.items():
        if k == "stringUnit" and isinstance(v, dict) and "value" in v:
            out["/".join(path)] = v["value"]
        elif isinstance(v, dict):
            unit_values(v, path + [k], out)


def read(path, table):
    if os.path.isdir(path):
        for root, _, names in sorted(os.walk(path)):
            for name in sorted(names):
                read_file(os.path.join(root, name), table)
    else:
        read_file(path, table)


def read_file(path, table):
    name = os.path.basename(path)
    folder = os.path.basename(os.path.dirname(path))
    if name.endswith(".po"):
        gettext(path, name[:-3], table)
    elif name.endswith(".xml") and re.fullmatch(r"values(-.*)?", folder):
        android_file(path, folder, table)
    elif name.endswith(".strings"):
        strings_file(path, folder + "/" + name[:-8], table)
    elif name.endswith(".stringsdict"):
        stringsdict_file(path, folder + "/" + name[:-12], table)
    elif name.endswith(".xcstrings"):
        catalog_file(path, table)


def main():
    global COMMENTS
    table = {}
    paths = sys.argv[1:]
    if paths[:1] == ["--comments"]:
        COMMENTS, paths = True, paths[1:]
    for path in paths:
        read(path, table)
    json.dump(table, sys.stdout, ensure_ascii=False, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
