import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../i18n';
import { Themed } from './themed';

interface Props {
  anchor: HTMLElement | null;
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The language switch's menu (its own chunk: loaded when the switch is first opened). */
export function LanguageMenu({ anchor, current, onChoose, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Themed>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} selected={language === current} onClick={() => onChoose(language)} lang={language}>
            {t(`language.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </Themed>
  );
}
