import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm } from '../../testing/story-form';
import { StoryGrid } from '../../testing/story-grid';
import { FormTextField } from './form-text-field';
import type { InputVariant } from './input-variant-sx';

const meta = { title: 'Forms/FormTextField' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <StoryForm defaultValues={{ email: '' }}>
      {(control) => <FormTextField control={control} name="email" label="Email address" type="email" helperText="Your work email." />}
    </StoryForm>
  ),
};

const variants: InputVariant[] = ['primary', 'alternate', 'secondary', 'filter'];
const states = [
  { state: 'empty', value: '', error: undefined, disabled: false },
  { state: 'filled', value: 'Adaeze Nwosu', error: undefined, disabled: false },
  { state: 'error', value: 'adaeze@', error: 'Enter a valid email address.', disabled: false },
  { state: 'disabled', value: 'STF-0001', error: undefined, disabled: true },
];

/** Input variants (spec: primary, alternate, secondary, filter) x states. */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={260}
      items={variants.flatMap((variant) =>
        states.map(({ state, value, error, disabled }) => ({
          label: `${variant} / ${state}`,
          node: (
            <StoryForm defaultValues={{ field: value }} errors={error ? { field: error } : undefined}>
              {(control) => (
                <FormTextField control={control} name="field" label="Label" variant={variant} disabled={disabled} helperText="Helper text" />
              )}
            </StoryForm>
          ),
        })),
      )}
    />
  ),
};
