"""An action none of whose steps the version asked states is never skipped as if it did
nothing: what follows it is unknown, and says why."""

from judge.engine.judging import judge_document


def _win_after(action: dict[str, object], version: str) -> tuple[str, str]:
    document = {
        "format": 2,
        "title": "unencoded action",
        "rules_version": version,
        "situation": {"points": {"you": 8, "opponent": 8}},
        "actions": [action, {"cleanup": {}}],
        "question": {"outcomes": {"event": "wins", "subject": "you"}},
    }
    verdict = judge_document(document, version)
    return verdict.verdict, verdict.answer


def test_a_loss_v1_3_does_not_encode_is_not_skipped() -> None:
    verdict, answer = _win_after({"lose_points": {"amount": 1, "by": "opponent"}}, "2026-03-30")
    assert verdict == "unknown"
    assert "not encoded" in answer and "lose_points" in answer


def test_the_same_loss_under_v1_4_decides() -> None:
    verdict, _ = _win_after({"lose_points": {"amount": 1, "by": "opponent"}}, "2026-07-16")
    assert verdict == "yes"
