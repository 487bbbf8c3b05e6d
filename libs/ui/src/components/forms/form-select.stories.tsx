import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm } from '../../testing/story-form';
import { StoryGrid } from '../../testing/story-grid';
import { FormSelect } from './form-select';
import type { InputVariant } from './input-variant-sx';

const banks = [
  { value: 'access', label: 'Access Bank' },
  { value: 'gtb', label: 'Guaranty Trust Bank' },
  { value: 'zenith', label: 'Zenith Bank' },
];

const meta = { title: 'Forms/FormSelect' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <StoryForm defaultValues={{ bank: '' }}>{(control) => <FormSelect control={control} name="bank" label="Bank" options={banks} />}</StoryForm>
  ),
};

const variants: InputVariant[] = ['primary', 'alternate', 'secondary', 'filter'];

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={260}
      items={variants.flatMap((variant) =>
        [
          { state: 'empty', value: '', error: undefined },
          { state: 'chosen', value: 'gtb', error: undefined },
          { state: 'error', value: '', error: 'Choose your bank.' },
        ].map(({ state, value, error }) => ({
          label: `${variant} / ${state}`,
          node: (
            <StoryForm defaultValues={{ bank: value }} errors={error ? { bank: error } : undefined}>
              {(control) => (
                <FormSelect
                  control={control}
                  name="bank"
                  label={variant === 'filter' ? 'Bank filter' : 'Bank'}
                  options={banks}
                  variant={variant}
                  emptyOptionLabel={variant === 'filter' ? 'All banks' : undefined}
                />
              )}
            </StoryForm>
          ),
        })),
      )}
    />
  ),
};
