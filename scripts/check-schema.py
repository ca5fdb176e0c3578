#!/usr/bin/env python3
"""Checks layout files against a JSON Schema (draft 2020-12) with python's jsonschema.

Usage: check-schema.py SCHEMA FILE...   Prints "FILE: ok" or "FILE: invalid: why" for each
file, and exits 1 when any file is invalid. The tests use it on `feedterm schema`'s output.
"""
import json
import sys

import jsonschema


def main():
    schema_path, *files = sys.argv[1:]
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    # Formats are checked too ("date-time", …), as an editor or a CI validator that checks them would.
    validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
    failed = False
    for path in files:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        error = jsonschema.exceptions.best_match(validator.iter_errors(document))
        if error is None:
            print(f"{path}: ok")
        else:
            failed = True
            place = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
            print(f"{path}: invalid: {place}: {error.message}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
