"""Condition runs. ``benchmark.runs.service`` is the one entry point (launch, resume, cancel,
queue, execute); ``config`` says what a run is, ``leases`` how workers share its chunks and
``execute`` how a chunk is answered through ``retrieval.answering``.

A run's questions are split into one ``RunChunk`` per patient; a worker leases a chunk, answers
its questions one by one and stores each prediction as soon as it exists, so a killed run
resumes without gaps or duplicates and several workers can share one.
"""

from benchmark.runs.config import RunError, run_create
from benchmark.runs.execute import answer_item, run_finalize, run_work
from benchmark.runs.leases import chunk_claim, next_chunk
from benchmark.runs.service import (
    EXECUTE_CHUNK_TASK,
    ChunkOutcome,
    Launched,
    Progress,
    run_cancel,
    run_enqueue,
    run_execute_chunk,
    run_launch,
    run_progress,
    run_resume,
    runs_by_ids,
    runs_resume,
)

__all__ = ["EXECUTE_CHUNK_TASK", "ChunkOutcome", "Launched", "Progress", "RunError", "answer_item", "chunk_claim",
           "next_chunk", "run_cancel", "run_create", "run_enqueue", "run_execute_chunk", "run_finalize", "run_launch",
           "run_progress", "run_resume", "run_work", "runs_by_ids", "runs_resume"]
