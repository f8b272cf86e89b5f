"""The synthetic cohort's vocabulary file and its loader."""

from __future__ import annotations

import copy
import json

import pytest

from benchmark.synthetic.vocab import DATA_FILE, VocabularyError, load_vocabulary

GOOD = json.loads(DATA_FILE.read_text(encoding="utf-8"))


def _load(tmp_path, change):
    data = copy.deepcopy(GOOD)
    change(data)
    path = tmp_path / "vocab.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return load_vocabulary.__wrapped__(path)


def test_it_loads_the_shipped_file_as_written():
    vocab = load_vocabulary()
    assert vocab.condition["chf"]["acute_icd10"][0] == "I50.23"
    assert "exam" not in vocab.finding["fever"]  # an optional key left out stays out
    assert vocab.concept("chf") is vocab.condition["chf"]


@pytest.mark.parametrize("change, message", [
    (lambda d: d["conditions"][2].pop("icd10"), "conditions.2.icd10: required key is missing"),
    (lambda d: d["imaging"][1].update(modality="PET"), "imaging.1.modality: Input should be 'CT'"),
    (lambda d: d["phrasings"]["absent"].append("none"), "phrasings.absent.10: Value error, 'none' has no {x} slot"),
    (lambda d: d["conditions"].append(d["conditions"][0]), "conditions: Value error, duplicate key 'chf'"),
    (lambda d: d["home_medications"][3]["treats"].append("gout_flare"),
     "home_medications.3.treats (metoprolol): 'gout_flare' not among the conditions"),
    (lambda d: d["imaging"][1]["for"].append("zz"), "imaging.1.for (cxr_port): 'zz' not among the conditions"),
    (lambda d: d["family_conditions"].append("zz"), "family_conditions: Value error, 'zz' not among the conditions"),
])
def test_a_bad_value_names_the_file_and_the_field(tmp_path, change, message):
    with pytest.raises(VocabularyError) as error:
        _load(tmp_path, change)
    assert str(error.value).startswith("vocab.json: ") and message in str(error.value)


def test_an_unknown_key_is_rejected(tmp_path):
    with pytest.raises(VocabularyError, match=r"^vocab.json: findings.0.colour: unknown key"):
        _load(tmp_path, lambda d: d["findings"][0].update(colour="red"))
