// Switches between light and dark mode; the label names the mode it switches to.
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useColorMode } from '../../hooks/use-color-mode';

export type ColorModeToggleProps = Omit<IconButtonProps, 'onClick' | 'children' | 'aria-label'>;

export function ColorModeToggle(props: ColorModeToggleProps) {
  const { mode, toggle } = useColorMode();
  const label = mode === 'light' ? 'Switch to dark mode' : 'Switch to light mode';
  const button = (
    <IconButton color="inherit" {...props} aria-label={label} onClick={toggle}>
      {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
    </IconButton>
  );
  // A disabled button gets no pointer events, so a tooltip could never close; MUI warns about it.
  return props.disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}
