import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm } from '../../testing/story-form';
import { StoryGrid } from '../../testing/story-grid';
import { FormTextarea } from './form-textarea';
import type { TextareaVariant } from './input-variant-sx';

const meta = { title: 'Forms/FormTextarea' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <StoryForm defaultValues={{ reason: '' }}>
      {(control) => <FormTextarea control={control} name="reason" label="Reason" helperText="Tell your manager why you need the leave." />}
    </StoryForm>
  ),
};

const variants: TextareaVariant[] = ['primary', 'secondary'];

/** Textarea variants (spec: primary, secondary) x states. */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={280}
      items={variants.flatMap((variant) =>
        [
          { state: 'empty', value: '', error: undefined, disabled: false },
          { state: 'filled', value: 'Family wedding in Accra, travelling on Thursday.', error: undefined, disabled: false },
          { state: 'error', value: '', error: 'Tell us why you need the leave.', disabled: false },
          { state: 'disabled', value: 'Approved by HR.', error: undefined, disabled: true },
        ].map(({ state, value, error, disabled }) => ({
          label: `${variant} / ${state}`,
          node: (
            <StoryForm defaultValues={{ reason: value }} errors={error ? { reason: error } : undefined}>
              {(control) => <FormTextarea control={control} name="reason" label="Reason" variant={variant} disabled={disabled} />}
            </StoryForm>
          ),
        })),
      )}
    />
  ),
};
