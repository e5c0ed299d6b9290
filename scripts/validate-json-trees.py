#!/usr/bin/env python3
"""Validates Herald JSON trees against docs/herald-tree.schema.json.

Usage:
  scripts/validate-json-trees.py [FILE ...]

With no FILE, validates Examples/Rating/*.json. Every file is checked, and each problem is printed
as `FILE: $.json.path: message`. The last line is `N passed, M failed`; the exit status is 0 when
every file passed, 1 when any failed, and 2 when the validator itself cannot run (no schema, no
`jsonschema` package: `pip install jsonschema`).

Besides the schema, the file is read the way Herald's JSON reader reads it: a number that does not
fit a double (1e400), NaN and Infinity are errors, and so is a key that appears twice in one object
(Herald would silently use the first one). To check what the writer produces:

  herald tree Main.storyboard --format json > /tmp/main.json
  scripts/validate-json-trees.py /tmp/main.json
"""

import glob
import json
import math
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA_PATH = os.path.join(ROOT, "docs", "herald-tree.schema.json")
DEFAULT_GLOB = os.path.join("Examples", "Rating", "*.json")


class HeraldJSONError(ValueError):
  """A value that JSON allows but Herald's JSON reader refuses."""


class Members(dict):
  """A JSON object that keeps the first of duplicate keys, as Herald does, and remembers the rest."""

  def __init__(self, pairs):
    super().__init__()
    self.duplicates = []
    for key, value in pairs:
      if key in self:
        self.duplicates.append(key)
      else:
        self[key] = value


def parse_float(text):
  value = float(text)
  if not math.isfinite(value):
    raise HeraldJSONError(f"the number {text} does not fit a double")
  return value


def parse_constant(text):
  raise HeraldJSONError(f"{text} is not JSON")


def json_path(parts):
  """`$.scenes[0].root` for the parts ['scenes', 0, 'root']."""
  path = "$"
  for part in parts:
    if isinstance(part, int):
      path += f"[{part}]"
    elif part.isidentifier():
      path += f".{part}"
    else:
      path += "[" + json.dumps(part, ensure_ascii=False) + "]"
  return path


def duplicate_keys(value, parts=()):
  """The path and name of every key that appears a second time in an object."""
  found = []
  if isinstance(value, Members):
    found += [(json_path(parts), key) for key in value.duplicates]
    for key, member in value.items():
      found += duplicate_keys(member, parts + (key,))
  elif isinstance(value, list):
    for index, item in enumerate(value):
      found += duplicate_keys(item, parts + (index,))
  return found


def describe(error):
  """A one-line message for a schema error, without the long enum lists jsonschema prints."""
  if error.validator == "type" and error.instance is None:
    return "null is not allowed: leave the key out to mean \"not set\""
  if error.validator == "enum" and isinstance(error.validator_value, list) and len(error.validator_value) > 6:
    allowed = ", ".join(error.validator_value)
    return f"{error.instance!r} is not allowed here; expected one of: {allowed}"
  return error.message


def problems(path, validator):
  """Every problem of one file, as `JSON path: message` strings, in document order."""
  try:
    with open(path, encoding="utf-8-sig") as handle:
      document = json.load(
        handle, object_pairs_hook=Members, parse_float=parse_float, parse_constant=parse_constant)
  except OSError as error:
    return [f"cannot read the file: {error.strerror}"]
  except UnicodeDecodeError as error:
    return [f"not UTF-8 (byte {error.start}): Herald JSON trees are UTF-8 text"]
  except json.JSONDecodeError as error:
    return [f"{error.lineno}:{error.colno}: malformed JSON: {error.msg}"]
  except HeraldJSONError as error:
    return [f"malformed JSON for Herald: {error}"]

  found = [
    f"{where}: the key {key!r} appears twice; Herald uses the first and ignores the second"
    for where, key in duplicate_keys(document)
  ]
  if isinstance(document, list):
    found.append(
      "$: an array, not one tree; `herald tree --format json` writes an array when it is given "
      "several inputs or an input fails to load: convert one file at a time")
    return found
  errors = sorted(validator.iter_errors(document), key=lambda error: list(map(str, error.absolute_path)))
  for error in errors:
    found.append(f"{json_path(error.absolute_path)}: {describe(error)}")
  return found


def main(arguments):
  try:
    from jsonschema import Draft202012Validator
  except ImportError:
    print("validate-json-trees: error: the jsonschema package is missing; pip install jsonschema",
          file=sys.stderr)
    return 2
  try:
    with open(SCHEMA_PATH, encoding="utf-8") as handle:
      schema = json.load(handle)
    Draft202012Validator.check_schema(schema)
  except (OSError, ValueError) as error:
    print(f"validate-json-trees: error: cannot use the schema {SCHEMA_PATH}: {error}", file=sys.stderr)
    return 2
  validator = Draft202012Validator(schema)

  paths = arguments or [os.path.relpath(path) for path in sorted(glob.glob(os.path.join(ROOT, DEFAULT_GLOB)))]
  if not paths:
    print(f"validate-json-trees: error: no files given and none match {DEFAULT_GLOB}", file=sys.stderr)
    return 2
  passed = failed = 0
  for path in paths:
    found = problems(path, validator)
    if found:
      failed += 1
      for problem in found:
        print(f"{path}: {problem}")
    else:
      passed += 1
  print(f"{passed} passed, {failed} failed")
  return 1 if failed else 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
