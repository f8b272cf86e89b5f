# Insurance as MIMIC-IV records it on each admission (issue 17, subgroups and equity).

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('retrieval', '0005_edge_status'),
    ]

    operations = [
        migrations.AddField(
            model_name='admission',
            name='insurance',
            field=models.CharField(blank=True, default='', max_length=64),
        ),
    ]
