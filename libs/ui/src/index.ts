// @crewbase/ui: the Crewbase design system. The only barrel; apps import from here.
export type { CrewbaseLook, CrewbaseThemeExtras } from './theme/mui-augmentation';
export { brandColors, type BrandColor } from './theme/brand-colors';
export {
  colorTokenPairs,
  colorTokensFor,
  statusTonePairs,
  statusToneTokensFor,
  type ColorMode,
  type ColorTokens,
  type StatusTone,
} from './theme/color-tokens';
export { fontFamilies } from './theme/font-families';
export { createCrewbaseTheme, breakpointValues } from './theme/create-crewbase-theme';
export { COLOR_MODE_STORAGE_KEY } from './theme/color-mode-storage';
export type { ColorModeValue } from './theme/color-mode-context';
export { CrewbaseThemeProvider, type CrewbaseThemeProviderProps } from './theme/crewbase-theme-provider';
export { useColorMode } from './hooks/use-color-mode';
export { ColorModeToggle, type ColorModeToggleProps } from './components/layout/color-mode-toggle';
export { Logo, type LogoProps } from './components/layout/logo';
export { NotificationBell, bellLabel, type NotificationBellProps } from './components/layout/notification-bell';
export {
  NotificationList,
  type NotificationLinkComponent,
  type NotificationListItem,
  type NotificationListProps,
} from './components/data-display/notification-list';
export { NotificationsPanel, type NotificationsPanelProps } from './components/data-display/notifications-panel';
export {
  PageHeader,
  type PageBreadcrumb,
  type PageHeaderLinkComponent,
  type PageHeaderProps,
} from './components/layout/page-header';
export { TitleReference, type TitleReferenceProps } from './components/layout/title-reference';
export { Footer, type FooterProps } from './components/layout/footer';
export { SkipLink, type SkipLinkProps } from './components/layout/skip-link';
export { AuthLayout, type AuthLayoutProps } from './components/layout/auth-layout';
export { WeekNavigator, type WeekNavigatorProps, type WeekNavigatorSteps } from './components/layout/week-navigator';
export { PageSpinner, type PageSpinnerProps } from './components/feedback/page-spinner';
export { EmptyState, type EmptyStateProps } from './components/feedback/empty-state';
export { ErrorState, type ErrorStateProps } from './components/feedback/error-state';
export { ConfirmDialog, type ConfirmDialogField, type ConfirmDialogProps } from './components/feedback/confirm-dialog';
export { ScreenErrorBoundary, type ScreenErrorBoundaryProps } from './components/feedback/screen-error-boundary';
export { RouteErrorFallback, type RouteErrorFallbackProps } from './components/feedback/route-error-fallback';
export { lazyScreen, SCREEN_LOAD_TIMEOUT_MS, type LazyScreenOptions } from './utils/lazy-screen';
export { ScreenLoadTimeoutError, isScreenLoadError } from './utils/screen-load-error';
export { truncate, ELLIPSIS } from './utils/truncate';
export { humanize } from './utils/humanize';
export { formatDate, type FormatDateOptions } from './utils/format-date';
export { formatDay, type FormatDayOptions } from './utils/format-day';
export { formatDayRange } from './utils/format-day-range';
export { formatMoney, DEFAULT_CURRENCY, type FormatMoneyOptions } from './utils/format-money';
export { formatListTotal } from './utils/format-list-total';
export { formatCount, formatMonth } from '@crewbase/locale';
export { visuallyHidden } from './utils/visually-hidden';
export { StatusChip, type StatusChipProps } from './components/data-display/status-chip';
export { statusAppearance, type StatusAppearance } from './components/data-display/status-appearance';
export { MetricCard, type MetricCardProps } from './components/data-display/metric-card';
export { LeaveBalanceTable, type LeaveBalanceRow, type LeaveBalanceTableProps } from './components/data-display/leave-balance-table';
export { TruncatedText, type TruncatedTextProps } from './components/data-display/truncated-text';
export { RichTextContent, type RichTextContentProps } from './components/data-display/rich-text-content';
export { FileDownloadLink, type FileDownloadLinkProps } from './components/data-display/file-download-link';
export { AvatarUpload, type AvatarUploadProps } from './components/data-display/avatar-upload';
export { initialsOf } from './utils/initials-of';
export {
  DataTable,
  DATA_TABLE_PAGE_SIZES,
  type DataTableColumn,
  type DataTablePagination,
  type DataTableProps,
  type DataTableRowId,
  type DataTableRowModel,
  type DataTableSort,
  type DataTableSortDirection,
} from './components/data-display/data-table';
export {
  useListState,
  type ListDateRange,
  type ListFilterOperator,
  type ListState,
  type ListStateChangeOptions,
  type ListStateControls,
  type ListStateFilter,
  type ListStateSort,
  type SearchParamsPair,
  type UseListStateOptions,
} from './hooks/use-list-state';
export {
  FilterBar,
  FILTER_BAR_OPERATORS,
  SEARCH_DEBOUNCE_MS,
  type FilterBarField,
  type FilterBarOperatorOption,
  type FilterBarProps,
} from './components/data-display/filter-bar';
export { StatusFilter, type StatusFilterOption, type StatusFilterProps } from './components/data-display/status-filter';
export { RowActions, type RowAction, type RowActionsProps } from './components/data-display/row-actions';
export { rowActionsColumn, type RowActionsColumnOptions } from './components/data-display/row-actions-column';
export {
  ListScreen,
  type ListScreenEmpty,
  type ListScreenLinkComponent,
  type ListScreenProps,
  type ListScreenQuery,
  type ListScreenStatusFilter,
  type ListScreenBulkAction,
  type ListScreenSelection,
} from './components/data-display/list-screen';
export { SelectionBar, type SelectionBarAction, type SelectionBarProps } from './components/data-display/selection-bar';
export {
  ExportButton,
  exportFormatLabels,
  formatBytes,
  LIST_EXPORT_FORMATS,
  type ExportButtonProps,
  type ListExportFormat,
  type ListExportProgress,
} from './components/data-display/export-button';
export { useListExport, type ListExport, type ListExportControls, type ListExportOptions, type ListExportResult } from './hooks/use-list-export';
export {
  useConfirmedAction,
  type ConfirmedActionControls,
  type ConfirmNote,
  type ConfirmOutcome,
  type ConfirmProblem,
  type ConfirmRequest,
  type ConfirmTold,
  type UseConfirmedActionOptions,
} from './hooks/use-confirmed-action';
export { BulkOutcome, type BulkOutcomeProps, type BulkRefusal } from './components/feedback/bulk-outcome';
export { RecordCardList, type RecordCardItem, type RecordCardListProps } from './components/data-display/record-card-list';
export { DetailList, type DetailListItem, type DetailListProps } from './components/data-display/detail-list';
export { AuditTrail, type AuditTrailEntry, type AuditTrailProps } from './components/data-display/audit-trail';
export type { FormFieldProps } from './components/forms/form-field-props';
export { inputVariantSx, type InputVariant, type TextareaVariant } from './components/forms/input-variant-sx';
export { applyFieldErrors } from './utils/apply-field-errors';
export { FormTextField, type FormTextFieldProps } from './components/forms/form-text-field';
export { FormFieldRow, type FormFieldRowProps } from './components/forms/form-field-row';
export { FormPasswordField, type FormPasswordFieldProps } from './components/forms/form-password-field';
export { FormTextarea, type FormTextareaProps } from './components/forms/form-textarea';
export { FormSelect, type FormSelectOption, type FormSelectProps } from './components/forms/form-select';
export { FormDatePicker, type FormDatePickerProps } from './components/forms/form-date-picker';
export { DateInput, type DateInputProps } from './components/forms/date-input';
export { TimeInput, type TimeInputProps } from './components/forms/time-input';
export { DATE_INPUT_FORMAT, TIME_INPUT_FORMAT } from '@crewbase/locale';
export { FormRadioGroup, type FormRadioOption, type FormRadioGroupProps } from './components/forms/form-radio-group';
export { RichTextEditor, safeLinkAddress, type RichTextEditorHandle, type RichTextEditorProps } from './components/forms/rich-text-editor';
export { BarChart, type BarChartProps } from './components/charts/bar-chart';
export { LineChart, type LineChartProps } from './components/charts/line-chart';
export type { ChartSeries } from './components/charts/chart-legend';
