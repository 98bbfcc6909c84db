"""The hyperlinker: references become links into the same version, everything else is escaped."""

import pytest

from judge.pages.links import clause_href, link_references

HELD = {"144", "144.1", "144.2", "144.3", "144.10", "447.2", "447.2.a", "459", "103.2.a", "108.6"}


def resolve(number: str) -> str | None:
    return clause_href("V", number) if number in HELD else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "See rule 447.2.",
            'See rule <a class="ref" href="rules/V/447.html#447.2">447.2</a>.',
            id="see-rule-sentence-period",
        ),
        pytest.param(
            "rule 459",
            'rule <a class="ref" href="rules/V/459.html#459">459</a>',
            id="bare-rule",
        ),
        pytest.param(
            "rules 144.1 and 144.2",
            'rules <a class="ref" href="rules/V/144.html#144.1">144.1</a> and '
            '<a class="ref" href="rules/V/144.html#144.2">144.2</a>',
            id="rules-and",
        ),
        pytest.param(
            "rules 144.1, 144.2, and 144.3 apply",
            'rules <a class="ref" href="rules/V/144.html#144.1">144.1</a>, '
            '<a class="ref" href="rules/V/144.html#144.2">144.2</a>, and '
            '<a class="ref" href="rules/V/144.html#144.3">144.3</a> apply',
            id="rules-list",
        ),
        pytest.param(
            "See rule 144.10 now",
            'See rule <a class="ref" href="rules/V/144.html#144.10">144.10</a> now',
            id="144.10-is-not-144.1",
        ),
        pytest.param(
            "See rule 103.2.a. Chosen Champion",
            'See rule <a class="ref" href="rules/V/103.html#103.2.a">103.2.a</a>. Chosen Champion',
            id="letter-part-then-period",
        ),
        pytest.param(
            "See 108.6. Banishment",
            'See <a class="ref" href="rules/V/108.html#108.6">108.6</a>. Banishment',
            id="see-without-rule",
        ),
        pytest.param("See rule 999.9 too", "See rule 999.9 too", id="unknown-number-stays-text"),
        pytest.param("See rule 144.11", "See rule 144.11", id="unknown-144.11-not-linked-as-144.1"),
        pytest.param("Deal 144 damage", "Deal 144 damage", id="number-without-rule-word"),
        pytest.param(
            'rule 459 <script>alert("x")</script> & "q"',
            'rule <a class="ref" href="rules/V/459.html#459">459</a> '
            "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; &#34;q&#34;",
            id="hostile-text-escaped",
        ),
    ],
)
def test_link_references(text: str, expected: str) -> None:
    assert str(link_references(text, resolve)) == expected


def test_clause_href_is_one_page_per_top_level_number() -> None:
    assert clause_href("2026-07-16", "455.1.a", root="../../") == (
        "../../rules/2026-07-16/455.html#455.1.a"
    )
