"""The converter: rebuilds ``rules_data/rules/`` from the texts under ``rules_data/sources``.

Run ``python -m judge.convert`` from the repository root. Every version it writes is
listed in ``versions.yaml`` beside this module; the curated tables it reads (declared
duplicates, links of a partial version) sit next to it too, each entry with its reason.
"""
