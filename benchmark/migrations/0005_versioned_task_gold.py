"""Task gold becomes versioned like reference answers: the admission × task (``TaskItem``, what a
run answers) is split from its gold items (``TaskGold``, one immutable row per version); runs
point at task items, never at gold. Existing gold becomes version ``v1``. Each dataset's current
release (reference and task-gold version) becomes one recorded row."""

import django.db.models.deletion
import django.utils.timezone
from django.db import migrations, models

TASKS = [('imaging', 'Imaging studies'), ('antibiotics', 'Antibiotic courses'), ('diagnoses', 'Diagnoses')]


def split_items(apps, schema_editor):
    TaskGold = apps.get_model("benchmark", "TaskGold")
    TaskItem = apps.get_model("benchmark", "TaskItem")
    RunPrediction = apps.get_model("benchmark", "RunPrediction")
    RunChunk = apps.get_model("benchmark", "RunChunk")
    PredictionScore = apps.get_model("benchmark", "PredictionScore")
    item_of = {}
    for gold in TaskGold.objects.all().iterator():
        item = TaskItem.objects.create(dataset_id=gold.dataset_id, admission_id=gold.admission_id,
                                       subject_id=gold.subject_id, hadm_id=gold.hadm_id, task=gold.task,
                                       cutoff=gold.cutoff)
        gold.item_id = item.pk
        gold.save(update_fields=["item"])
        item_of[gold.pk] = item.pk
    for prediction in RunPrediction.objects.filter(task_gold__isnull=False).iterator():
        prediction.task_item_id = item_of[prediction.task_gold_id]
        prediction.save(update_fields=["task_item"])
    for chunk in RunChunk.objects.filter(run__task__gt="").iterator():
        chunk.question_ids = [item_of[pk] for pk in chunk.question_ids if pk in item_of]
        chunk.save(update_fields=["question_ids"])
    PredictionScore.objects.filter(task_gold__isnull=False).update(reference_version="task_gold@v1")


def join_items(apps, schema_editor):
    TaskGold = apps.get_model("benchmark", "TaskGold")
    RunPrediction = apps.get_model("benchmark", "RunPrediction")
    RunChunk = apps.get_model("benchmark", "RunChunk")
    PredictionScore = apps.get_model("benchmark", "PredictionScore")
    gold_of = {}
    for gold in TaskGold.objects.select_related("item").order_by("item_id", "pk").iterator():
        if gold.item_id in gold_of:
            gold.delete()  # only one gold row per admission existed before versions
            continue
        item = gold.item
        gold.dataset_id, gold.admission_id, gold.subject_id = item.dataset_id, item.admission_id, item.subject_id
        gold.hadm_id, gold.task, gold.cutoff = item.hadm_id, item.task, item.cutoff
        gold.save()
        gold_of[gold.item_id] = gold.pk
    for prediction in RunPrediction.objects.filter(task_item__isnull=False).iterator():
        prediction.task_gold_id = gold_of.get(prediction.task_item_id)
        prediction.save(update_fields=["task_gold"])
    for chunk in RunChunk.objects.filter(run__task__gt="").iterator():
        chunk.question_ids = [gold_of[pk] for pk in chunk.question_ids if pk in gold_of]
        chunk.save(update_fields=["question_ids"])
    PredictionScore.objects.filter(task_gold__isnull=False).update(reference_version="task_gold")


class Migration(migrations.Migration):

    dependencies = [
        ('benchmark', '0004_task_runs'),
        ('retrieval', '0004_graph'),
    ]

    operations = [
        migrations.CreateModel(
            name='TaskItem',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('subject_id', models.BigIntegerField()),
                ('hadm_id', models.BigIntegerField()),
                ('task', models.CharField(choices=TASKS, max_length=16)),
                ('cutoff', models.DateTimeField(blank=True, null=True)),
                ('admission', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='task_items', to='retrieval.admission')),
                ('dataset', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='task_items', to='retrieval.dataset')),
            ],
            options={
                'ordering': ['dataset', 'subject_id', 'hadm_id', 'task'],
                'constraints': [models.UniqueConstraint(fields=('dataset', 'hadm_id', 'task'), name='task_item_unique_per_admission')],
            },
        ),
        migrations.CreateModel(
            name='DatasetRelease',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('reference_version', models.CharField(blank=True, max_length=32)),
                ('task_gold_version', models.CharField(blank=True, max_length=32)),
                ('updated_at', models.DateTimeField(auto_now=True)),
                ('updated_by', models.CharField(blank=True, max_length=150)),
                ('note', models.TextField(blank=True)),
                ('dataset', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='release', to='retrieval.dataset')),
            ],
        ),
        migrations.AddField(
            model_name='taskgold',
            name='item',
            field=models.ForeignKey(null=True, on_delete=django.db.models.deletion.CASCADE, related_name='gold', to='benchmark.taskitem'),
        ),
        migrations.AddField(
            model_name='taskgold',
            name='version',
            field=models.CharField(default='v1', max_length=32),
        ),
        migrations.AddField(
            model_name='taskgold',
            name='created_at',
            field=models.DateTimeField(auto_now_add=True, default=django.utils.timezone.now),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name='runprediction',
            name='task_item',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='run_predictions', to='benchmark.taskitem'),
        ),
        migrations.RunPython(split_items, join_items),
        migrations.RemoveConstraint(model_name='runprediction', name='run_prediction_unique_task_gold'),
        migrations.RemoveConstraint(model_name='runprediction', name='run_prediction_has_question_or_task'),
        migrations.RemoveConstraint(model_name='taskgold', name='task_gold_unique_per_admission'),
        migrations.RemoveField(model_name='runprediction', name='task_gold'),
        migrations.RemoveField(model_name='taskgold', name='dataset'),
        migrations.RemoveField(model_name='taskgold', name='admission'),
        migrations.RemoveField(model_name='taskgold', name='subject_id'),
        migrations.RemoveField(model_name='taskgold', name='hadm_id'),
        migrations.RemoveField(model_name='taskgold', name='task'),
        migrations.RemoveField(model_name='taskgold', name='cutoff'),
        migrations.AlterField(
            model_name='taskgold',
            name='item',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='gold', to='benchmark.taskitem'),
        ),
        migrations.AlterModelOptions(
            name='taskgold',
            options={'ordering': ['item', 'version'], 'verbose_name_plural': 'task gold'},
        ),
        migrations.AddConstraint(
            model_name='taskgold',
            constraint=models.UniqueConstraint(fields=('item', 'version'), name='task_gold_unique_version_per_item'),
        ),
        migrations.AddConstraint(
            model_name='runprediction',
            constraint=models.UniqueConstraint(fields=('run', 'task_item'), name='run_prediction_unique_task_item'),
        ),
        migrations.AddConstraint(
            model_name='runprediction',
            constraint=models.CheckConstraint(condition=models.Q(('question__isnull', False), ('task_item__isnull', False), _connector='OR'), name='run_prediction_has_question_or_task'),
        ),
    ]
