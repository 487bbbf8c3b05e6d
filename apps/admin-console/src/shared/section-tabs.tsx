// Tabs that split one screen into sections (Performance Setup: KPIs, Questions; Appraisals: appraisals, rewards,
// penalties; Payroll: pay runs, payslips). The open tab is kept in the address (`?tab=`), so a reload or a link back opens the same section.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface Section {
  id: string;
  label: string;
  render: () => ReactNode;
}

export function SectionTabs({ label, sections }: { label: string; sections: Section[] }) {
  const baseId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = sections.find((section) => section.id === searchParams.get('tab')) ?? sections[0];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={current.id} onChange={(_event, tab: string) => setSearchParams({ tab }, { replace: true })} aria-label={label}>
          {sections.map((section) => (
            <Tab
              key={section.id}
              value={section.id}
              label={section.label}
              id={`${baseId}-tab-${section.id}`}
              aria-controls={section.id === current.id ? `${baseId}-panel-${section.id}` : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${baseId}-panel-${current.id}`} aria-labelledby={`${baseId}-tab-${current.id}`}>
        {current.render()}
      </Box>
    </>
  );
}
