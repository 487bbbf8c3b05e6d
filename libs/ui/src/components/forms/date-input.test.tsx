import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { DateInput } from './date-input';

describe('DateInput', () => {
  it('is typed day-month-year and reports the calendar day', async () => {
    const onChange = vi.fn();
    function Held() {
      const [value, setValue] = useState<string | undefined>();
      return <DateInput label="Paid from" value={value} onChange={(next) => { setValue(next); onChange(next); }} />;
    }
    renderWithTheme(<Held />);
    const field = screen.getByRole('group', { name: 'Paid from' });
    expect(field).toHaveTextContent('DD/MM/YYYY');
    await userEvent.click(within(field).getAllByRole('spinbutton')[0]);
    await userEvent.keyboard('25112026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
    expect(field.parentElement?.querySelector('input')).toHaveValue('25/11/2026');
    // What the person sees: each section shows the digits typed into it (the field rewrites a section's text on every
    // keystroke; the renderer must keep writing to the section, not to text it has replaced).
    expect(within(field).getAllByRole('spinbutton').map((section) => section.textContent)).toEqual(['25', '11', '2026']);
    await userEvent.click(within(field).getAllByRole('spinbutton')[0]);
    await userEvent.keyboard('03');
    expect(within(field).getAllByRole('spinbutton').map((section) => section.textContent)).toEqual(['03', '11', '2026']);
    expect(onChange).toHaveBeenLastCalledWith('2026-11-03');
  });
});
