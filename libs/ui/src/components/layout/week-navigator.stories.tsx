import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { WeekNavigator, type WeekNavigatorSteps } from './week-navigator';

// Week keys worked out by hand here; the apps pass weekSteps(week) from @crewbase/domain.
const thisWeek: WeekNavigatorSteps = { week: '2026-11-22', lastDay: '2026-11-28', previous: '2026-11-15', next: '2026-11-29', current: '2026-11-22' };
const acrossNewYear: WeekNavigatorSteps = { week: '2025-12-28', lastDay: '2026-01-03', previous: '2025-12-21', next: '2026-01-04', current: '2026-11-22' };

const meta = {
  title: 'Layout/WeekNavigator',
  component: WeekNavigator,
  args: { weeks: thisWeek, onChange: () => undefined },
} satisfies Meta<typeof WeekNavigator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The current week ("This week" disabled), a week across the new year, and a phone-width box. */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      items={[
        { label: 'this week', node: <WeekNavigator weeks={thisWeek} onChange={() => undefined} /> },
        { label: 'across the new year', node: <WeekNavigator weeks={acrossNewYear} onChange={() => undefined} /> },
        {
          label: '320px wide',
          node: (
            <div style={{ width: 320 }}>
              <WeekNavigator weeks={acrossNewYear} onChange={() => undefined} />
            </div>
          ),
        },
      ]}
    />
  ),
};
