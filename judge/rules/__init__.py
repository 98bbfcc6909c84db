"""The rulebook: versions, clauses, the compiled index, search and diff."""
