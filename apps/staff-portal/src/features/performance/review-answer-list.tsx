// A review's questions with the person's answers, read-only: after submitting, in the history and in an appraisal.
import type { ReviewAnswer } from '@crewbase/domain';
import { ratingLabel } from '@crewbase/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { byCategory } from './by-category';

export interface ReviewAnswerListProps {
  answers: readonly ReviewAnswer[];
  /** The heading level of each category (the screen's structure decides). */
  headingLevel?: 'h3' | 'h4';
}

export function ReviewAnswerList({ answers, headingLevel = 'h3' }: ReviewAnswerListProps) {
  if (answers.length === 0) return <Typography color="text.secondary">This review asks no questions.</Typography>;
  return (
    <Stack spacing={2.5}>
      {byCategory(answers).map((group) => (
        <Box key={group.category}>
          <Typography component={headingLevel} variant="h5" sx={{ mb: 1 }}>
            {group.category}
          </Typography>
          <Box component="dl" aria-label={`${group.category} answers`} sx={{ m: 0 }}>
            {group.items.map(({ item, index }) => (
              <Box key={item.questionId} sx={(theme) => ({ py: 1.25, borderBottom: `1px solid ${theme.crewbase.tokens.border}` })}>
                <Typography component="dt" sx={{ overflowWrap: 'anywhere' }}>
                  {index + 1}. {item.text}
                </Typography>
                <Typography component="dd" sx={{ m: 0, mt: 0.5, fontWeight: 600 }} color={item.rating === null ? 'text.secondary' : 'text.primary'}>
                  {item.rating === null ? 'No answer' : `${ratingLabel(item.rating)} (${item.rating} of 5)`}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
