// The KPIs of a review, each scored 1 to 5 by an admin with a comment, and the reviewer's private note (never shown
// to the staff member). Read-only once the review is completed or for a role that may not score.
import type { AdminReviewDetail } from '@crewbase/domain';
import { FormRadioGroup, FormTextarea } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler } from 'react';
import type { Control } from 'react-hook-form';
import { ratingText } from './rating-text';

export interface KpiScoreValues {
  kpis: { score: number | null; comment: string }[];
  privateNote: string;
}

export const SCORE_OPTIONS = [1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) }));

export interface KpiScoringCardProps {
  review: AdminReviewDetail;
  control: Control<KpiScoreValues>;
  editable: boolean;
  saving: boolean;
  onSave: FormEventHandler<HTMLFormElement>;
}

export function KpiScoringCard({ review, control, editable, saving, onSave }: KpiScoringCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label="KPI scores">
      <CardContent>
        <Typography variant="h6" component="h2">
          KPI scores
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Each KPI from 1 (poor) to 5 (excellent). Weighted mean: {ratingText(review.kpiMean)}
        </Typography>
        <Stack component="form" noValidate spacing={2.5} onSubmit={onSave} aria-label="Score the KPIs">
          {review.kpis.length === 0 && <Typography color="text.secondary">This review has no KPIs.</Typography>}
          {review.kpis.map((kpi, index) => (
            <Stack key={kpi.kpiId} spacing={1.5}>
              {index > 0 && <Divider />}
              <div>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {kpi.name} <Typography component="span" color="text.secondary">({kpi.weight}%)</Typography>
                </Typography>
                {kpi.description && (
                  <Typography variant="body2" color="text.secondary">
                    {kpi.description}
                  </Typography>
                )}
              </div>
              <FormRadioGroup control={control} name={`kpis.${index}.score`} label={`Score for ${kpi.name}`} options={SCORE_OPTIONS} row disabled={!editable} />
              <FormTextarea control={control} name={`kpis.${index}.comment`} label={`Comment on ${kpi.name}`} minRows={2} disabled={!editable} />
            </Stack>
          ))}
          <Divider />
          <FormTextarea
            control={control}
            name="privateNote"
            label="Private note"
            minRows={2}
            disabled={!editable}
            helperText="For admins only: the staff member never sees it."
          />
          {editable && (
            <div>
              <Button type="submit" variant="adminPrimary" loading={saving}>
                Save scores
              </Button>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
