from django.apps import AppConfig


class BenchmarkConfig(AppConfig):
    """Questions, versioned references, runs, evaluators, statistics and reports."""

    name = "benchmark"
    verbose_name = "Benchmark"

    def ready(self) -> None:
        from benchmark import corpus_files

        corpus_files.register()
