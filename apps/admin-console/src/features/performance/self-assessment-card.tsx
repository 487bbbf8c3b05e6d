// A review's self-assessment as the staff member gave it: each question with the answer on the rating scale, and
// their own words. Shared by the review and appraisal screens.
import { ratingLabel, type ReviewAnswer } from '@crewbase/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ratingText } from './rating-text';

export interface SelfAssessmentCardProps {
  answers: readonly ReviewAnswer[];
  comment?: string | null;
  mean: number | null;
}

export function SelfAssessmentCard({ answers, comment, mean }: SelfAssessmentCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label="Self-assessment">
      <CardContent>
        <Typography variant="h6" component="h2">
          Self-assessment
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Mean of the answers: {ratingText(mean)}
        </Typography>
        {answers.length === 0 ? (
          <Typography color="text.secondary">This review has no questions.</Typography>
        ) : (
          <Table size="small" aria-label="Answers">
            <TableHead>
              <TableRow>
                <TableCell>Question</TableCell>
                <TableCell>Answer</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answers.map((answer) => (
                <TableRow key={answer.questionId}>
                  <TableCell>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {answer.category}
                    </Typography>
                    {answer.text}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{answer.rating === null ? 'Not answered' : `${ratingLabel(answer.rating)} (${answer.rating})`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {comment && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              In their own words
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment}</Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
