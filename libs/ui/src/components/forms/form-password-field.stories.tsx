import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm } from '../../testing/story-form';
import { StoryGrid } from '../../testing/story-grid';
import { FormPasswordField } from './form-password-field';

const meta = { title: 'Forms/FormPasswordField' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <StoryForm defaultValues={{ password: '' }}>{(control) => <FormPasswordField control={control} name="password" label="Password" />}</StoryForm>
  ),
};

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={280}
      items={[
        { label: 'primary / empty', value: '', error: undefined, variant: 'primary' as const },
        { label: 'primary / filled', value: 'Crewbase!2026', error: undefined, variant: 'primary' as const },
        { label: 'primary / error', value: 'short', error: 'Use at least 8 characters, with a number and a symbol.', variant: 'primary' as const },
        { label: 'alternate / filled', value: 'Crewbase!2026', error: undefined, variant: 'alternate' as const },
      ].map(({ label, value, error, variant }) => ({
        label,
        node: (
          <StoryForm defaultValues={{ password: value }} errors={error ? { password: error } : undefined}>
            {(control) => (
              <FormPasswordField control={control} name="password" label="New password" autoComplete="new-password" variant={variant} />
            )}
          </StoryForm>
        ),
      }))}
    />
  ),
};
