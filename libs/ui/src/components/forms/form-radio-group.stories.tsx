import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm } from '../../testing/story-form';
import { StoryGrid } from '../../testing/story-grid';
import { FormRadioGroup } from './form-radio-group';

const leaveTypes = [
  { value: 'annual', label: 'Annual' },
  { value: 'sick', label: 'Sick' },
  { value: 'compassionate', label: 'Compassionate' },
];

const meta = { title: 'Forms/FormRadioGroup' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the toolbar's look: staff radios in teal, admin radios boxed in blue. */
export const Default: Story = {
  render: () => (
    <StoryForm defaultValues={{ leaveType: 'annual' }}>
      {(control) => <FormRadioGroup control={control} name="leaveType" label="Leave type" options={leaveTypes} />}
    </StoryForm>
  ),
};

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={320}
      items={(['staff', 'admin'] as const).flatMap((variant) =>
        [
          { state: 'chosen', value: 'sick', error: undefined, disabled: false, row: false },
          { state: 'row', value: 'annual', error: undefined, disabled: false, row: true },
          { state: 'error', value: '', error: 'Choose a leave type.', disabled: false, row: false },
          { state: 'disabled', value: 'annual', error: undefined, disabled: true, row: false },
        ].map(({ state, value, error, disabled, row }) => ({
          label: `${variant} / ${state}`,
          node: (
            <StoryForm defaultValues={{ leaveType: value }} errors={error ? { leaveType: error } : undefined}>
              {(control) => (
                <FormRadioGroup
                  control={control}
                  name="leaveType"
                  label="Leave type"
                  options={leaveTypes}
                  variant={variant}
                  row={row}
                  disabled={disabled}
                />
              )}
            </StoryForm>
          ),
        })),
      )}
    />
  ),
};
