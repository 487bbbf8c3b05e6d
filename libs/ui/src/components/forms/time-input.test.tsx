import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { TimeInput } from './time-input';

describe('TimeInput', () => {
  it('shows an afternoon time on the 24-hour clock: 15:00, not 03:00 PM', () => {
    renderWithTheme(<TimeInput label="Start time" value="15:00" onChange={vi.fn()} />);
    const field = screen.getByRole('group', { name: 'Start time' });
    expect(field.parentElement?.querySelector('input')).toHaveValue('15:00');
    expect(field).not.toHaveTextContent(/PM|AM/);
    expect(within(field).getAllByRole('spinbutton')).toHaveLength(2);
  });

  it('reports what is typed as HH:mm', async () => {
    const onChange = vi.fn();
    function Held() {
      const [value, setValue] = useState('');
      return <TimeInput label="End time" value={value} onChange={(next) => { setValue(next); onChange(next); }} />;
    }
    renderWithTheme(<Held />);
    await userEvent.click(within(screen.getByRole('group', { name: 'End time' })).getAllByRole('spinbutton')[0]);
    await userEvent.keyboard('2230');
    expect(onChange).toHaveBeenLastCalledWith('22:30');
  });
});
