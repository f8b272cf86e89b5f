"""The question as structured data (retrieval.conditions.parse), in many phrasings, on concepts
placed by hand (the vocabulary's matching is tested elsewhere)."""

from __future__ import annotations

import pytest

from retrieval.conditions.parse import parse_question


def named(question: str, *names: tuple[str, str]) -> list[dict]:
    out = []
    for n, (text, domain) in enumerate(names, start=1):
        start = question.lower().index(text.lower())
        out.append({"concept_id": n, "label": text.lower(), "text": question[start:start + len(text)], "domain": domain,
                    "start": start, "end": start + len(text)})
    return out


APIXABAN, PNEUMONIA = ("apixaban", "Drug"), ("pneumonia", "Condition")


@pytest.mark.parametrize("question, names, proposition, shape", [
    ("Did she go home on apixaban?", [APIXABAN], "state_at_discharge", "yes_no"),
    ("Was she sent home on apixaban?", [APIXABAN], "state_at_discharge", "yes_no"),
    ("Is the pneumonia still present?", [PNEUMONIA], "current_state", "yes_no"),
    ("Does he currently have pneumonia?", [PNEUMONIA], "current_state", "yes_no"),
    ("How long was she on apixaban?", [APIXABAN], "duration", "how long"),
    ("For how many days did she take apixaban?", [APIXABAN], "duration", "how many"),
    ("Which came first, the pneumonia or the apixaban?", [PNEUMONIA, APIXABAN], "sequence", "which"),
    ("Has anyone in her family had pneumonia?", [PNEUMONIA], "experiencer", "yes_no"),
    ("Was pneumonia ever confirmed?", [PNEUMONIA], "certainty", "yes_no"),
    ("What was changed in her medications between the two admissions?", [], "change", "what"),
    ("Does the patient have pneumonia?", [PNEUMONIA], "presence", "yes_no"),
    ("When was apixaban started?", [APIXABAN], None, "when"),
])
def test_the_proposition_and_the_answer_shape(question, names, proposition, shape):
    parsed = parse_question(question, named(question, *names))
    if proposition is not None:
        assert parsed.proposition == proposition
    assert parsed.answer_shape == shape
    assert [c["label"] for c in parsed.asked] == [c["label"] for c in named(question, *names)]


@pytest.mark.parametrize("question", [
    "During the admission for pneumonia, was apixaban held?",
    "In the stay with the pneumonia, was she on apixaban?",
    "When she came in with pneumonia, was apixaban continued?",
])
def test_a_scene_concept_anchors_the_time_and_is_not_asked(question):
    parsed = parse_question(question, named(question, PNEUMONIA, APIXABAN))
    assert [c["label"] for c in parsed.asked] == ["apixaban"]
    assert [c["label"] for c in parsed.context] == ["pneumonia"]
    assert parsed.answer_shape == "yes_no"  # a scene's "when" or "during" asks nothing


@pytest.mark.parametrize("question, ordinal", [
    ("At her first admission, did she have pneumonia?", "first"),
    ("On the most recent admission, was pneumonia present?", "latest"),
])
def test_an_ordinal_names_the_admission(question, ordinal):
    assert parse_question(question, named(question, PNEUMONIA)).time["ordinal"] == ordinal


@pytest.mark.parametrize("question, experiencer, parts", [
    ("Any pneumonia in his family, and has he had it himself?", "both", 2),
    ("Did his father have pneumonia?", "family", 1),
    ("Did he have pneumonia?", "patient", 1),
])
def test_who_is_asked_about_and_the_parts_of_a_compound_question(question, experiencer, parts):
    parsed = parse_question(question, named(question, PNEUMONIA))
    assert parsed.experiencer == experiencer and len(parsed.parts) == parts


def test_the_admissions_are_the_ones_given_and_the_record_is_plain_json():
    import json

    parsed = parse_question("Did she go home on apixaban?", named("Did she go home on apixaban?", APIXABAN),
                            admissions=[7, 9])
    data = parsed.as_dict()
    assert data["admissions"] == [7, 9] and data["time"]["at"] == "discharge"
    assert json.loads(json.dumps(data)) == data
