#!/usr/bin/env python3
"""Validates SARIF logs that Herald writes against the OASIS SARIF 2.1.0 schema.

Usage:
  scripts/validate-sarif.py SCHEMA FILE...

SCHEMA is ../shared/schemas/sarif-schema-2.1.0.json. Each problem is printed as
`FILE: $.json.path: message`; the last line is `N passed, M failed`. Exit status: 0 when every file
passed, 1 when any failed, 2 when the validator cannot run (missing schema or `jsonschema`, or a
schema that would accept anything).

Some copies of the OASIS schema (AdaCore's, which ../shared/schemas holds) move the root object into
`definitions/Root` and leave the top level empty; validating against such a file as it is checks
nothing, so the root is taken from `definitions/Root` when the top level has no constraint.
"""

import json
import sys

ROOT_KEYWORDS = ("type", "properties", "required", "$ref", "allOf", "anyOf", "oneOf")


def root_schema(schema):
    """The schema to validate a log against: the file itself, or its `definitions/Root`."""
    if not any(key in schema for key in ROOT_KEYWORDS) and "Root" in schema.get("definitions", {}):
        return dict(schema, **{"$ref": "#/definitions/Root"})
    return schema


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        print("validate-sarif: the jsonschema package is missing: pip install jsonschema", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as handle:
            schema = json.load(handle)
    except OSError as error:
        print(f"validate-sarif: cannot read the schema {argv[1]}: {error}", file=sys.stderr)
        return 2
    validator = jsonschema.Draft7Validator(root_schema(schema))
    if validator.is_valid({}) or validator.is_valid({"version": "2.1.0", "runs": [{"results": "not a list"}]}):
        print(f"validate-sarif: the schema {argv[1]} accepts logs that are not SARIF: it checks nothing", file=sys.stderr)
        return 2
    passed = failed = 0
    for path in argv[2:]:
        with open(path, encoding="utf-8") as handle:
            log = json.load(handle)
        errors = list(validator.iter_errors(log))
        if not log.get("runs") or not log["runs"][0].get("results"):
            errors.append(jsonschema.ValidationError("the log has no results; a check that found nothing proves nothing"))
        for error in errors:
            print(f"{path}: {error.json_path if hasattr(error, 'json_path') else '$'}: {error.message}")
        failed += 1 if errors else 0
        passed += 0 if errors else 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
