#!/usr/bin/env python3
"""Lists the public symbols of a DocC archive that have no documentation of their own.

usage: scripts/docs-coverage.py ARCHIVE [--require]

Members a protocol gives (`==`, `hash(into:)`, `init(from:)`, `description`, ...) carry the
protocol's documentation and are not counted. With --require, any undocumented symbol makes
the exit status 1.
"""
import json
import sys

# What Equatable, Hashable, Comparable, Codable, RawRepresentable, CaseIterable, Error,
# CustomStringConvertible and their defaults give a type: documented by the protocol.
INHERITED = {
    "!=(_:_:)", "==(_:_:)", "<(_:_:)", "<=(_:_:)", ">(_:_:)", ">=(_:_:)", "...(_:)", "...(_:_:)", "..<(_:)", "..<(_:_:)",
    "hash(into:)", "hashValue", "init(from:)", "encode(to:)", "description", "debugDescription", "localizedDescription",
    "init(rawValue:)", "rawValue", "allCases", "init(stringValue:)", "init(intValue:)", "stringValue", "intValue",
    "init(stringLiteral:)", "init(extendedGraphemeClusterLiteral:)", "init(unicodeScalarLiteral:)", "init(arrayLiteral:)",
    "init(dictionaryLiteral:)", "init(integerLiteral:)", "init(floatLiteral:)", "init(booleanLiteral:)", "init(nilLiteral:)",
    # SetAlgebra's, for OptionSet types.
    "contains(_:)", "formUnion(_:)", "formIntersection(_:)", "formSymmetricDifference(_:)", "insert(_:)", "remove(_:)",
    "update(with:)", "union(_:)", "intersection(_:)", "symmetricDifference(_:)", "subtract(_:)", "subtracting(_:)",
    "isSubset(of:)", "isSuperset(of:)", "isDisjoint(with:)", "isStrictSubset(of:)", "isStrictSuperset(of:)", "isEmpty",
}

# What Sequence, Collection and RangeReplaceableCollection give a collection type (one with
# `withContiguousStorageIfAvailable`): documented by the standard library. The members such a
# type writes itself (its subscript, `startIndex`) are documented in the type.
COLLECTION = {
    "+(_:_:)", "+=(_:_:)", "allSatisfy(_:)", "append(_:)", "append(contentsOf:)", "applying(_:)",
    "compactMap(_:)", "compare(_:_:)", "contains(where:)", "count", "count(where:)",
    "difference(from:by:)", "distance(from:to:)", "drop(while:)", "dropFirst(_:)", "dropLast(_:)",
    "elementsEqual(_:by:)", "enumerated()", "filter(_:)", "first", "first(where:)",
    "firstIndex(where:)", "flatMap(_:)", "forEach(_:)", "formIndex(_:offsetBy:)",
    "formIndex(_:offsetBy:limitedBy:)", "formIndex(after:)", "formIndex(before:)", "formatted(_:)",
    "index(_:offsetBy:)", "index(_:offsetBy:limitedBy:)", "index(after:)", "index(before:)",
    "indices", "indices(where:)", "init(_:)", "init(repeating:count:)", "insert(_:at:)",
    "insert(contentsOf:at:)", "last", "last(where:)", "lastIndex(where:)", "lazy",
    "lexicographicallyPrecedes(_:by:)", "map(_:)", "max(by:)", "min(by:)", "popLast()",
    "prefix(_:)", "prefix(through:)", "prefix(upTo:)", "prefix(while:)", "randomElement()",
    "randomElement(using:)", "reduce(_:_:)", "reduce(into:_:)", "remove(at:)",
    "removeAll(keepingCapacity:)", "removeAll(where:)", "removeFirst()", "removeFirst(_:)",
    "removeLast()", "removeLast(_:)", "removeSubrange(_:)", "removeSubranges(_:)",
    "removingSubranges(_:)", "replaceSubrange(_:with:)", "reserveCapacity(_:)", "reversed()",
    "shuffled()", "shuffled(using:)", "sorted(by:)", "sorted(using:)",
    "split(maxSplits:omittingEmptySubsequences:whereSeparator:)", "starts(with:by:)", "suffix(_:)",
    "suffix(from:)", "trimPrefix(while:)", "trimmingPrefix(while:)", "underestimatedCount",
    "withContiguousStorageIfAvailable(_:)",
}


def undocumented(archive):
    with open(f"{archive}/documentation-coverage.json") as file:
        entries = json.load(file)
    # SetAlgebra types (OptionSets) also get init() and init(_:) from a sequence.
    set_types = {entry["referencePath"].rsplit("/", 1)[0] for entry in entries if entry["title"] == "isSubset(of:)"}
    collection_types = {entry["referencePath"].rsplit("/", 1)[0] for entry in entries if entry["title"] == "withContiguousStorageIfAvailable(_:)"}
    for entry in entries:
        kind = entry["kind"]["name"]
        if not entry["kind"]["isSymbol"] or entry["hasAbstract"] or entry["title"] in INHERITED:
            continue
        if entry["title"] in ("init(_:)", "init()") and entry["referencePath"].rsplit("/", 1)[0] in set_types:
            continue
        if entry["title"] in COLLECTION and entry["referencePath"].rsplit("/", 1)[0] in collection_types:
            continue
        if kind in ("Module", "Extended Module", "Extended Structure", "Extended Enumeration", "Extended Class", "Extended Protocol"):
            continue
        yield entry["referencePath"].split("/documentation/", 1)[1]


def main():
    archive = sys.argv[1]
    missing = sorted(undocumented(archive))
    for path in missing:
        print(f"undocumented: {path}")
    print(f"{archive.rsplit('/', 1)[-1]}: {len(missing)} public symbols undocumented")
    if "--require" in sys.argv and missing:
        sys.exit(1)


main()
