// The top of every screen: breadcrumbs, the page's one h1, and its main actions.
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { TitleReference } from './title-reference';

export interface PageBreadcrumb {
  label: string;
  /** Leave out for the current page. */
  to?: string;
}

/** A router link such as react-router's `Link`; it receives `to`. */
export type PageHeaderLinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

export interface PageHeaderProps {
  title: ReactNode;
  /** The record this page shows, by its short reference (recordReference), beside the title. */
  reference?: string;
  breadcrumbs?: PageBreadcrumb[];
  actions?: ReactNode;
  /** Renders breadcrumb links; defaults to plain anchors (full page loads). */
  LinkComponent?: 'a' | PageHeaderLinkComponent;
}

export function PageHeader({ title, reference, breadcrumbs, actions, LinkComponent = 'a' }: PageHeaderProps) {
  return (
    <Stack component="header" spacing={1} sx={{ mb: 3 }}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumbs aria-label="Breadcrumb">
          {breadcrumbs.map(({ label, to }, index) => {
            const isCurrent = index === breadcrumbs.length - 1;
            if (!to || isCurrent) {
              return (
                <Typography key={index} variant="body2" color="text.primary" aria-current={isCurrent ? 'page' : undefined}>
                  {label}
                </Typography>
              );
            }
            return LinkComponent === 'a' ? (
              <Link key={index} href={to} variant="body2">
                {label}
              </Link>
            ) : (
              <Link key={index} component={LinkComponent} to={to} variant="body2">
                {label}
              </Link>
            );
          })}
        </Breadcrumbs>
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', md: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h2" component="h1">
          {title}
          {reference && <TitleReference reference={reference} />}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
