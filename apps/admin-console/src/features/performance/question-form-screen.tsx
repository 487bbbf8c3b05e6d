// /admin/performance/setup/create-question and setup/question/{id}: a question staff answer on the rating scale
// (Strongly Disagree .. Strongly Agree), with its category. An existing one can be edited, retired or brought back;
// reviews already launched keep the wording they were launched with.
import { performanceQueries, usePerformanceMutations } from '@crewbase/data-access-performance';
import { createQuestionInputSchema, ratingScaleLabels, type Question } from '@crewbase/domain';
import { FormTextarea, FormTextField, StatusChip, useConfirmedAction } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';
import { performanceProblem } from './performance-problem';
import { RecordLoader } from './record-loader';

const questionFormSchema = z.object({ text: createQuestionInputSchema.shape.text, category: createQuestionInputSchema.shape.category });
type QuestionForm = z.input<typeof questionFormSchema>;

const FIELDS = ['text', 'category'] as const;
const BACK = `${paths.performanceSetup}?tab=questions`;

export function QuestionFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const question = useQuery({ ...performanceQueries.question(id), enabled: mode === 'edit' });
  if (mode === 'create') return <QuestionFormView />;
  return (
    <RecordLoader query={question} what="this question" backTo={{ label: 'Back to setup', to: BACK }}>
      {(data) => <QuestionFormView key={data.id} question={data} />}
    </RecordLoader>
  );
}

function QuestionFormView({ question }: { question?: Question }) {
  const navigate = useNavigate();
  const can = useAdminCan('performance-review');
  const { create, update, remove } = usePerformanceMutations('question');
  const confirmed = useConfirmedAction({ describeError: performanceProblem });
  const routeNotice = useRouteNotice();
  const [formError, setFormError] = useState<string | null>(null);
  const editable = question ? can('update') : can('create');
  const { control, handleSubmit, setError } = useForm<QuestionForm>({
    resolver: zodResolver(questionFormSchema),
    defaultValues: { text: question?.text ?? '', category: question?.category ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (question) {
        await update.mutateAsync({ id: question.id, input: values });
        confirmed.report({ done: 'Question saved.' });
      } else {
        await create.mutateAsync(values);
        navigate(BACK, { state: { notice: 'The question was added.' } });
      }
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, FIELDS));
    }
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {confirmed.notice ?? routeNotice}
      {question && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip status={question.retired ? 'Retired' : 'Active'} size="medium" />
          {can('update') && (
            <Button
              variant={question.retired ? 'secondary' : 'danger'}
              onClick={() =>
                confirmed.ask({
                  title: question.retired ? 'Bring back this question?' : 'Retire this question?',
                  description: question.retired
                    ? 'It can be added to new cycles again.'
                    : 'It can no longer be added to a cycle. Reviews already launched keep it as they were launched.',
                  confirmLabel: question.retired ? 'Bring back' : 'Retire',
                  tone: question.retired ? 'primary' : 'danger',
                  doneMessage: question.retired ? 'The question is back in use.' : 'The question is retired.',
                  run: () => update.mutateAsync({ id: question.id, input: { retired: !question.retired } }),
                })
              }
            >
              {question.retired ? 'Bring back' : 'Retire'}
            </Button>
          )}
          {can('delete') && (
            <Button
              variant="danger"
              onClick={() =>
                confirmed.ask({
                  title: 'Delete this question?',
                  description: 'It is removed for good. One that a cycle lists cannot be deleted: retire it instead.',
                  confirmLabel: 'Delete',
                  tone: 'danger',
                  run: () => remove.mutateAsync(question.id),
                  onDone: () => navigate(BACK, { state: { notice: 'The question was deleted.' } }),
                })
              }
            >
              Delete
            </Button>
          )}
        </Stack>
      )}
      {question && question.openCycleCount > 0 && (
        <Alert severity="info">
          {question.openCycleCount === 1 ? 'A cycle that is not completed lists this question.' : `${question.openCycleCount} cycles that are not completed list this question.`}{' '}
          A change reaches reviews launched from now on; reviews already launched keep the wording they were launched with.
        </Alert>
      )}
      <RequestFormCard
        title={question ? 'Edit question' : 'Create question'}
        intro={`Staff answer each question on the rating scale: ${ratingScaleLabels.join(', ')}.`}
        onSubmit={onSubmit}
        submitLabel={question ? 'Save question' : 'Add question'}
        submitting={create.isPending || update.isPending}
        formError={formError}
        cancelTo={BACK}
        readOnly={!editable}
      >
        <FormTextarea control={control} name="text" label="Question" required minRows={2} disabled={!editable} />
        <FormTextField control={control} name="category" label="Category" required disabled={!editable} helperText="Groups questions on the form, e.g. Teamwork." />
      </RequestFormCard>
      {confirmed.dialog}
    </Stack>
  );
}
