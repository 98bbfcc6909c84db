"""`judge ask "..."` wall time (Python start included) against a bare
`python -c "import typer, yaml, jinja2"`, measured in the same run, interleaved.

Usage: python bench/ask_latency.py [RUNS]   (default 21 per question). Asks a few kinds of
question (an action, a query, 2v2, a card name, one that gets "unknown") and one in the
controlled English of the "Understood as" line, prints the median of all `judge ask` runs,
the controlled question's median, the baseline's median and their ratios; exits 1 when
either median misses the 200 ms target.
"""

from __future__ import annotations

import statistics
import sys

from _timing import BASELINE, ensure_bytecode, interleaved, judge_command

QUESTIONS = (
    "Can a unit move the turn it's played?",
    "Is a recall a move?",
    "Can my ally and I share control of battlefields?",
    "Can Vilemaw's Lair stop a recall?",
    "How many copies of a card can I put in my deck?",
)
# The "Understood as" line asked back: read by the controlled English's grammar, which
# loads lark (only for such a question).
CONTROLLED = (
    "a 1v1 game; it is your main phase; units: your unit (at its base, played this turn): "
    "can your unit make a standard move to battlefield 1?"
)
TARGET_MS = 200.0


def main() -> int:
    ensure_bytecode()
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 21
    commands = {"baseline": BASELINE}
    commands |= {q: [*judge_command(), "ask", q] for q in (*QUESTIONS, CONTROLLED)}
    medians = interleaved(commands, runs)
    ask = statistics.median(medians[q] for q in QUESTIONS) * 1000
    base = medians["baseline"] * 1000
    for question in QUESTIONS:
        print(f"judge ask {question!r:<56} median {medians[question] * 1000:7.1f} ms")
    print(f"{'judge ask, all questions':<66} median {ask:7.1f} ms")
    controlled = medians[CONTROLLED] * 1000
    label = "judge ask, controlled English (the Understood as line)"
    print(f"{label:<66} median {controlled:7.1f} ms")
    print(f"{'python -c ' + repr('import typer, yaml, jinja2'):<66} median {base:7.1f} ms")
    met = max(ask, controlled) < TARGET_MS
    print(
        f"ratio {ask / base:.2f} ({controlled / base:.2f} controlled English); "
        f"target < {TARGET_MS:.0f} ms: {'met' if met else 'MISSED'}"
    )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
