import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs, { type Dayjs } from 'dayjs';
import { useForm, type Resolver } from 'react-hook-form';
import { renderWithTheme } from '../../testing/render-with-theme';
import { FormDatePicker } from './form-date-picker';
import { FormPasswordField } from './form-password-field';
import { FormRadioGroup } from './form-radio-group';
import { FormSelect } from './form-select';
import { FormTextField } from './form-text-field';
import { FormTextarea } from './form-textarea';

interface Values {
  email: string;
  password: string;
  reason: string;
  bank: string;
  startDate: Dayjs | null;
  leaveType: string;
}

const empty: Values = { email: '', password: '', reason: '', bank: '', startDate: null, leaveType: '' };

// Stands in for the zod resolver the apps use: every empty field gets a message.
const requireAll: Resolver<Values> = async (values) => {
  const messages: Partial<Record<keyof Values, string>> = {
    email: values.email ? undefined : 'Enter your email address.',
    password: values.password ? undefined : 'Enter your password.',
    reason: values.reason ? undefined : 'Tell us why you need the leave.',
    bank: values.bank ? undefined : 'Choose your bank.',
    startDate: values.startDate ? undefined : 'Choose a start date.',
    leaveType: values.leaveType ? undefined : 'Choose a leave type.',
  };
  const errors = Object.fromEntries(
    Object.entries(messages)
      .filter(([, message]) => message)
      .map(([field, message]) => [field, { type: 'required', message }]),
  );
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function Form({ onSubmit = vi.fn(), defaults = empty }: { onSubmit?: (values: Values) => void; defaults?: Values }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: defaults, resolver: requireAll });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <FormTextField control={control} name="email" label="Email address" type="email" helperText="Your work email." />
      <FormPasswordField control={control} name="password" label="Password" />
      <FormTextarea control={control} name="reason" label="Reason" variant="secondary" />
      <FormSelect
        control={control}
        name="bank"
        label="Bank"
        options={[
          { value: 'gtb', label: 'Guaranty Trust Bank' },
          { value: 'zenith', label: 'Zenith Bank' },
        ]}
      />
      <FormDatePicker control={control} name="startDate" label="Start date" />
      <FormRadioGroup
        control={control}
        name="leaveType"
        label="Leave type"
        options={[
          { value: 'annual', label: 'Annual' },
          { value: 'sick', label: 'Sick' },
        ]}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('form fields', () => {
  it('show helper text until there is an error', () => {
    renderWithTheme(<Form />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Your work email.');
  });

  it('show each field error under the field and announce it as the field description', async () => {
    renderWithTheme(<Form />);
    await submit();

    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Your work email.')).not.toBeInTheDocument();

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Tell us why you need the leave.');
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveAccessibleDescription('Choose your bank.');
    expect(screen.getByRole('group', { name: 'Start date' })).toHaveAccessibleDescription('Choose a start date.');
    expect(screen.getByRole('radiogroup', { name: 'Leave type' })).toHaveAccessibleDescription('Choose a leave type.');
  });

  it('clear an error once the field is fixed', async () => {
    renderWithTheme(<Form />);
    await submit();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'staff@crewbase.test');
    expect(screen.queryByText('Enter your email address.')).not.toBeInTheDocument();
  });

  it('hand the form the values people enter', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<Form onSubmit={onSubmit} defaults={{ ...empty, startDate: dayjs('2026-12-01') }} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'staff@crewbase.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Crewbase!2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Family wedding');
    await userEvent.click(screen.getByRole('combobox', { name: 'Bank' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Zenith Bank' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Sick' }));
    await submit();

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0][0] as Values;
    expect(values).toMatchObject({
      email: 'staff@crewbase.test',
      password: 'Crewbase!2026',
      reason: 'Family wedding',
      bank: 'zenith',
      leaveType: 'sick',
    });
    expect(values.startDate?.format('YYYY-MM-DD')).toBe('2026-12-01');
  });

  it('let people see the password they typed', async () => {
    renderWithTheme(<Form />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('accept the control of a form whose resolver transforms its values', () => {
    function TransformingForm() {
      const { control } = useForm<{ amount: string }, unknown, { amount: number }>({ defaultValues: { amount: '' } });
      return <FormTextField control={control} name="amount" label="Amount" />;
    }
    renderWithTheme(<TransformingForm />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
  });
});
