import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs, { type Dayjs } from 'dayjs';
import { StoryForm } from '../../testing/story-form';
import { StoryGrid } from '../../testing/story-grid';
import { FormDatePicker } from './form-date-picker';
import type { InputVariant } from './input-variant-sx';

const meta = { title: 'Forms/FormDatePicker' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The calendar starts weeks on Sunday (spec section 9). */
export const Default: Story = {
  render: () => (
    <StoryForm<{ startDate: Dayjs | null }> defaultValues={{ startDate: null }}>
      {(control) => <FormDatePicker control={control} name="startDate" label="Start date" disablePast />}
    </StoryForm>
  ),
};

const variants: InputVariant[] = ['primary', 'alternate', 'filter'];

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={260}
      items={variants.flatMap((variant) =>
        [
          { state: 'empty', value: null, error: undefined, disabled: false },
          { state: 'chosen', value: dayjs('2026-12-01'), error: undefined, disabled: false },
          { state: 'error', value: null, error: 'Choose a start date.', disabled: false },
          { state: 'disabled', value: dayjs('2026-12-01'), error: undefined, disabled: true },
        ].map(({ state, value, error, disabled }) => ({
          label: `${variant} / ${state}`,
          node: (
            <StoryForm<{ date: Dayjs | null }> defaultValues={{ date: value }} errors={error ? { date: error } : undefined}>
              {(control) => <FormDatePicker control={control} name="date" label="Start date" variant={variant} disabled={disabled} />}
            </StoryForm>
          ),
        })),
      )}
    />
  ),
};
