// The messages screens, each a lazy chunk behind the messages permission it needs (spec: /admin/messages,
// /create, /{id}, /{id}/update). The rich-text editor only downloads with the create and update screens.
import { lazyScreen } from '@crewbase/ui';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../app/lazy-element';
import { paths } from '../../app/paths';
import { RequirePermission } from '../access/require-permission';
import type { RouteHandle } from '../layout/route-handle';

const MessageListScreen = lazyScreen(() => import('./message-list-screen').then((m) => ({ default: m.MessageListScreen })));
const MessageCreateScreen = lazyScreen(() => import('./message-create-screen').then((m) => ({ default: m.MessageCreateScreen })));
const MessageDetailScreen = lazyScreen(() => import('./message-detail-screen').then((m) => ({ default: m.MessageDetailScreen })));
const MessageUpdateScreen = lazyScreen(() => import('./message-update-screen').then((m) => ({ default: m.MessageUpdateScreen })));

const toList = { label: 'Messages', to: paths.messages };
const handle = (title: string, last?: string): RouteHandle => ({ title, breadcrumbs: last ? [toList, { label: last }] : undefined });

export const messagesRoutes = (): RouteObject[] => [
  {
    element: <RequirePermission resource="messages" what="messages" />,
    children: [
      { path: paths.messages, element: lazyElement(MessageListScreen), handle: handle('Messages') },
      { path: paths.messageDetail, element: lazyElement(MessageDetailScreen), handle: handle('Message', 'Message') },
    ],
  },
  {
    element: <RequirePermission resource="messages" action="create" what="writing messages" />,
    children: [{ path: paths.messageCreate, element: lazyElement(MessageCreateScreen), handle: handle('New Message', 'New Message') }],
  },
  {
    element: <RequirePermission resource="messages" action="update" what="editing messages" />,
    children: [{ path: paths.messageUpdate, element: lazyElement(MessageUpdateScreen), handle: handle('Edit Message', 'Edit Message') }],
  },
];
