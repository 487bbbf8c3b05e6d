// The staff member's answers to a review they can still change: every question on the rating scale (Strongly
// Disagree .. Strongly Agree), grouped by category, and their own comments. "Save draft" keeps what is given so far;
// "Submit review" needs every question answered (each unanswered one says so) and hands the answers to the screen,
// which asks for confirmation first.
import type { StaffReviewAnswersFields } from '@crewbase/data-access-performance';
import { ratingScaleLabels, type StaffReviewDetail } from '@crewbase/domain';
import { FormRadioGroup, FormTextarea } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useForm } from 'react-hook-form';
import { byCategory } from './by-category';

export interface ReviewAnswersFormValues {
  answers: { questionId: string; rating: number | null }[];
  selfAssessmentComment: string;
}

export interface ReviewAnswersFormProps {
  review: StaffReviewDetail;
  /** The draft is being saved. */
  saving: boolean;
  onSaveDraft: (input: StaffReviewAnswersFields) => void;
  /** Every question is answered: the screen confirms, then submits. */
  onSubmit: (input: StaffReviewAnswersFields) => void;
}

export const ANSWER_REQUIRED = 'Choose an answer before submitting.';

const ratingOptions = ratingScaleLabels.map((label, index) => ({ value: index + 1, label }));

const toInput = (values: ReviewAnswersFormValues): StaffReviewAnswersFields => ({
  answers: values.answers.flatMap((a) => (a.rating === null ? [] : [{ questionId: a.questionId, rating: a.rating }])),
  selfAssessmentComment: values.selfAssessmentComment.trim() || null,
});

export function ReviewAnswersForm({ review, saving, onSaveDraft, onSubmit }: ReviewAnswersFormProps) {
  const theme = useTheme();
  // Five options side by side need a wide screen; on a phone they stack.
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const { control, handleSubmit, getValues, formState } = useForm<ReviewAnswersFormValues>({
    defaultValues: {
      answers: review.answers.map((a) => ({ questionId: a.questionId, rating: a.rating })),
      selfAssessmentComment: review.selfAssessmentComment ?? '',
    },
  });
  const unanswered = formState.errors.answers ? (formState.errors.answers as unknown[]).filter(Boolean).length : 0;

  return (
    <Box component="form" noValidate aria-label="Your answers" onSubmit={handleSubmit((values) => onSubmit(toInput(values)))}>
      <Stack spacing={3}>
        {unanswered > 0 && (
          <Alert severity="error">
            Answer every question before submitting: {unanswered} still {unanswered === 1 ? 'has' : 'have'} no answer.
          </Alert>
        )}
        {byCategory(review.answers).map((group) => (
          <Paper key={group.category} variant="outlined" component="section" aria-label={group.category} sx={{ p: { xs: 2, md: 3 } }}>
            <Typography component="h3" variant="h5" sx={{ mb: 2 }}>
              {group.category}
            </Typography>
            <Stack spacing={2.5}>
              {group.items.map(({ item, index }) => (
                <FormRadioGroup
                  key={item.questionId}
                  control={control}
                  name={`answers.${index}.rating`}
                  label={`${index + 1}. ${item.text}`}
                  options={ratingOptions}
                  row={wide}
                  rules={{ validate: (value: number | null) => value !== null || ANSWER_REQUIRED }}
                />
              ))}
            </Stack>
          </Paper>
        ))}
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <FormTextarea
            control={control}
            name="selfAssessmentComment"
            label="Your comments (optional)"
            helperText="Anything you want HR to know about your work in this period."
          />
        </Paper>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="secondary" loading={saving} onClick={() => onSaveDraft(toInput(getValues()))}>
            Save draft
          </Button>
          <Button type="submit" variant="contained">
            Submit review
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
