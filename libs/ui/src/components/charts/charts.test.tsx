import { renderWithTheme } from '../../testing/render-with-theme';
import { BarChart } from './bar-chart';
import { valueTicks } from './chart-scale';
import { LineChart } from './line-chart';

const titles = (container: HTMLElement) => [...container.querySelectorAll('title')].map((title) => title.textContent);
const tickLabels = (container: HTMLElement) => [...container.querySelectorAll('svg > g > text')].map((text) => text.textContent);

describe('valueTicks', () => {
  it('steps from zero past the largest value in round steps', () => {
    expect(valueTicks(12)).toEqual([0, 5, 10, 15]);
    expect(valueTicks(990000)).toEqual([0, 200000, 400000, 600000, 800000, 1000000]);
    expect(valueTicks(0.7)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it('keeps counts to whole steps, and draws an axis when every value is zero', () => {
    expect(valueTicks(3, { integer: true })).toEqual([0, 1, 2, 3]);
    expect(valueTicks(0, { integer: true })).toEqual([0, 1]);
  });
});

describe('BarChart', () => {
  it('draws a bar per category and series, each titled with its value', () => {
    const { container } = renderWithTheme(
      <BarChart
        categories={['Jan', 'Feb']}
        series={[
          { label: 'Approved', values: [3, 5] },
          { label: 'Declined', values: [1, 0] },
        ]}
        height={200}
        integer
      />,
    );
    expect(container.querySelectorAll('rect')).toHaveLength(4);
    expect(titles(container)).toEqual(['Jan: Approved 3', 'Jan: Declined 1', 'Feb: Approved 5', 'Feb: Declined 0']);
    expect(container).toHaveTextContent('Approved');
    expect(container).toHaveTextContent('Declined');
  });

  it('reads the value axis and the titles in the format given', () => {
    const { container } = renderWithTheme(
      <BarChart categories={['Mar']} series={[{ label: 'Spend', values: [45000] }]} height={200} formatTick={(v) => `₦${v / 1000}k`} formatValue={(v) => `₦${v}`} />,
    );
    expect(titles(container)).toEqual(['Mar: ₦45000']);
    expect(tickLabels(container)).toContain('₦50k');
  });
});

describe('LineChart', () => {
  it('marks each point with its value', () => {
    const { container } = renderWithTheme(<LineChart categories={['Oct', 'Nov']} series={[{ label: 'Joiners', values: [2, 4] }]} height={200} area integer />);
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(container.querySelector('polygon')).not.toBeNull();
    expect(titles(container)).toEqual(['Oct: 2', 'Nov: 4']);
  });
});
