"""A question about a cause: "did they think alcohol caused the pancreatitis?", "was the
cardiomyopathy ischemic?", "was the stroke thought to be cardioembolic?", "was the urine the
source?". Its proposition is the attribution, not the finding: the finding being present answers
nothing ("Yes, pancreatitis is documented" is no answer to whether alcohol caused it).

``asked_cause(question)`` reads the asked cause and, where the question names it, its effect, from
the asking clause. Only a named cause counts: "what set off his COPD exacerbation?" asks for one
(``CauseAsked.cause`` is then None) and is answered by the reader's hedged-cause rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from retrieval.conditions.focus import asked_clauses

_PHRASE = r"[a-z0-9][a-z0-9/'-]*(?:\s+[a-z0-9][a-z0-9/'-]*){0,5}?"
_THINK = (r"(?:did|do|does|was|were|is)\s+(?:they|the team|anyone|we|you|he|she|cardiology|neurology|gi|hepatology|"
          r"the (?:doctors?|consultants?|team|attendings?|residents?))?\s*(?:think|thought|feel|felt|believe|believed|"
          r"suspect|suspected|say|said|consider|considered|favou?r|favou?red|conclude|concluded)\s+(?:that\s+)?")
_CAUSING = (r"(?:caused|causing|cause|triggered|triggering|trigger|brought on|bring on|set off|led to|lead to|drove|drive|was behind|"
            r"was responsible for|precipitated|precipitate|explained|explain|"
            r"(?:tipped|pushed|sent|put|threw|tip|push|send|throw)\s+(?:him|her|them|the patient)\s+(?:into|over|in))")
_CAUSED_BY = (r"(?:caused by|due to|from|secondary to|related to|driven by|triggered by|because of|brought on by|"
              r"a result of|attributed to|attributable to|precipitated by|induced by|in the setting of)")
_CAUSE_NOUN = r"(?:cause|trigger|source|culprit|reason|etiology|aetiology|driver|precipitant)"
#: adjectives that name a cause ("ischemic cardiomyopathy", "alcohol-related pancreatitis")
_ETIOLOGIC = (r"(?:[a-z]+-(?:induced|related|associated|mediated|triggered|provoked)|ischemic|ischaemic|cardioembolic|"
              r"embolic|thrombotic|viral|bacterial|fungal|alcoholic|hypertensive|infectious|autoimmune|iatrogenic|"
              r"obstructive|septic|cardiogenic|hypovolemic|prerenal|pre-renal|hepatorenal|gallstone|biliary|"
              r"traumatic|post-traumatic|drug[- ]induced|medication[- ]induced|paraneoplastic|idiopathic|genetic|"
              r"hereditary|congenital|lupus|diabetic|uremic|toxic|metabolic|vascular|cardioembolic)")

_PATTERNS = (
    # "was it the pioglitazone that tipped him into failure?", "is it the statin that's causing the myalgia?"
    re.compile(r"^(?:was|is)\s+it\s+(?P<cause>" + _PHRASE + r")\s+that(?:'s|\s+is|\s+was|\s+has|\s+had)?\s+"
               + _CAUSING + r"\s*(?P<effect>.*)$"),
    # "did they think alcohol caused the pancreatitis?"
    re.compile(_THINK + r"(?P<cause>" + _PHRASE + r")\s+(?:had\s+|may have\s+|might have\s+)?" + _CAUSING
               + r"\s+(?P<effect>.+)$"),
    # "did alcohol cause the pancreatitis?", "could the lisinopril have caused the cough?"
    re.compile(r"^(?:did|does|do|could|can|would|might)\s+(?P<cause>" + _PHRASE + r")\s+(?:have\s+)?" + _CAUSING
               + r"\s+(?P<effect>.+)$"),
    # "was the pancreatitis caused by alcohol?", "did they think the AKI was due to the contrast?"
    re.compile(r"(?:^|" + _THINK + r")(?:was|were|is|are)?\s*(?P<effect>(?:the|her|his|their|this|that|it)\b"
               + r"(?:\s+[a-z0-9][a-z0-9/'-]*){0,5}?)\s+(?:(?:was|were|is|are)\s+)?(?:(?:thought|felt|believed|"
               r"considered|presumed)\s+to\s+be\s+)?" + _CAUSED_BY + r"\s+(?P<cause>.+)$"),
    # "was the SGLT2i behind the February DKA?", "is the statin to blame for the myalgia?"
    re.compile(r"^(?:was|were|is|are)\s+(?!(?:he|she|they|it|we|you|i)\b)(?P<cause>" + _PHRASE + r")\s+(?:behind|"
               r"responsible for|to blame for|"
               r"the culprit (?:for|in|behind))\s+(?P<effect>.+)$"),
    # "was alcohol the cause of the pancreatitis?"
    re.compile(r"^(?:was|were|is|are)\s+(?P<cause>" + _PHRASE + r")\s+(?:the|a|its|her|his)\s+(?:likely\s+|main\s+|"
               r"probable\s+)?" + _CAUSE_NOUN + r"\b(?:\s+(?:of|for)\s+(?P<effect>.+))?$"),
    # "alcohol was the cause of the pancreatitis?", "any sign the urine was the source?"
    re.compile(r"(?P<cause>" + _PHRASE + r")\s+(?:was|were|is|as)\s+(?:the|a|its|her|his)\s+(?:likely\s+|main\s+|"
               r"probable\s+)?" + _CAUSE_NOUN + r"\b(?:\s+(?:of|for)\s+(?P<effect>.+))?$"),
    # "did they think the cardiomyopathy was ischemic?", "was the stroke cardioembolic?"
    re.compile(r"(?:^|" + _THINK + r")(?:was|were|is|are)?\s*(?P<effect>(?:the|her|his|their|this|that|it)\b"
               r"(?:\s+[a-z0-9][a-z0-9/'-]*){0,5}?)\s+(?:was|were|is|are)?\s*(?:(?:thought|felt|believed|considered|"
               r"presumed)\s+to\s+be\s+)?(?:(?:at least\s+)?partly\s+)?(?P<cause>" + _ETIOLOGIC + r")(?:\s+in\s+origin)?$"),
)
#: an event told (or a cause asked for) in a first clause, then "was that / was it (from) the X?"
_AFTER_AN_EVENT = re.compile(r"^(?P<event>.+?)\s*(?:[-–—:;,.]|\bso\b)\s*(?:was|is)\s+(?:that|this|it)\s+(?:from\s+|due to\s+|"
                             r"because of\s+|caused by\s+|down to\s+)?(?P<cause>(?:the|her|his|their)\s+" + _PHRASE
                             + r")(?:\s+(?:(?:that|which)\s+)?(?:she|he|they)\s+(?:got|had|was given|were given|took|received|"
                             r"was on|were on)\b.*)?$")
#: what "was that …" names when it asks whose or what a thing is, not what caused it ("lung cancer - is
#: that her own diagnosis?", "was that the plan?")
_NO_AGENT = re.compile(r"(?:^|\s)(?:own|diagnos[ie]s|problem|condition|issue|case|history|finding|result|plan|"
                       r"one|thing|answer|impression|working diagnosis|same|dose|reason)$|\bown\b")
#: a first clause that asks for a cause: its words before the effect ("what tipped her into")
_EVENT_LEAD = re.compile(r"^(?:what|which drug|which medication|why)\s+(?:\w+\s+){0,2}?(?:tipped|pushed|sent|put|"
                         r"caused|triggered|brought on|set off|precipitated|led to)\s+(?:(?:him|her|them)\s+(?:into|over)\s+)?")
#: a time or place after the proposition ("… when she was in the unit", "… at that admission")
_SCENE_AFTER = re.compile(r"\s+(?:when|while|during|at the time|at that (?:admission|stay|time)|on admission|"
                          r"at admission|in the (?:unit|icu|ed|er))\b.*$")
_ARTICLE = re.compile(r"^(?:(?:any|some)\s+(?:sign|signs|evidence|chance|suggestion|indication|concern)\s+(?:that\s+)?)?"
                      r"(?:the|a|an|her|his|their|this|that|its)\s+")
_TRAILING = re.compile(r"\s*(?:\bat (?:the|that|her|his) (?:time|admission|first \w+)\b.*|\bor (?:not|something else|"
                       r"anything else|another)\b.*|\bat all\b|\bafter all\b|\bin the end\b|\bthen\b)$")


@dataclass(frozen=True)
class CauseAsked:
    #: the cause the question names ("alcohol", "ischemic"), never empty
    cause: str
    #: the effect it names ("the pancreatitis"), or None ("was it the source?": the focus concept)
    effect: str | None


def _clean(phrase: str | None) -> str | None:
    if not phrase:
        return None
    phrase = _TRAILING.sub("", phrase.strip(" ?.!,;:")).strip()
    phrase = _ARTICLE.sub("", phrase).strip()
    return phrase if phrase and phrase not in ("it", "that", "this", "what", "which") else None


def asked_cause(question: str) -> CauseAsked | None:
    """The cause a yes / no question asks about, and its effect where named; None when the
    question does not ask whether something named caused something."""
    clause = " ".join((asked_clauses(question) or [question])[-1].lower().split()).strip(" ?")
    told = _AFTER_AN_EVENT.match(" ".join(question.lower().split()).strip(" ?"))
    if told and re.match(r"^(?:what|which|why|how|where|when|who)\b", told.group("event")) and not _EVENT_LEAD.match(
            told.group("event")):
        told = None  # "which BP med was held - was it the lisinopril?": which one, not what caused it
    if told:
        # "her sugar dropped to 48 on the 21st - was that the insulin she got?", "what tipped her into
        # lithium toxicity - was it the lisinopril?": the event told first, then its named cause
        cause = _clean(told.group("cause"))
        if cause and cause not in ("there", "anything", "something", "true", "the case", "right", "so") \
                and not _NO_AGENT.search(cause):
            return CauseAsked(cause=cause, effect=_clean(_EVENT_LEAD.sub("", told.group("event"))) or None)
    if re.match(r"^(?:what|which|why|how|where|when|who)\b", clause):
        return None  # an open question asks for the cause: none is named
    clause = _SCENE_AFTER.sub("", clause)
    for pattern in _PATTERNS:
        found = pattern.search(clause)
        if not found:
            continue
        cause = _clean(found.group("cause"))
        if cause is None or cause in ("there", "anything", "something"):
            continue
        return CauseAsked(cause=cause, effect=_clean(found.groupdict().get("effect")))
    return None
