import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Hotel } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hotelLinkLabel } from '../lib/hotel-links';
import { textLanguages, textsIn } from '../lib/hotel-view';

/** Details: the texts by language (Deutsch/English switch; sections with title and paragraphs), address, links. */
export function HotelTexts({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  const languages = textLanguages(hotel.detail.texts);
  const [language, setLanguage] = useState(languages[0] ?? 'de');
  const texts = textsIn(hotel.detail.texts, language);
  const languageName = (code: string) => (code === 'de' ? 'Deutsch' : code === 'en' ? 'English' : code.toUpperCase());
  return (
    <Box
      data-testid="hotel-texts"
      sx={{
        containerType: 'inline-size',
        '& > .hotel-texts-grid': { display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' },
        '@container (min-width: 900px)': {
          '& > .hotel-texts-grid': { gridTemplateColumns: 'minmax(0, 80ch) minmax(220px, 1fr)' },
        },
      }}
    >
      <div className="hotel-texts-grid">
        <Stack spacing={3}>
          {languages.length > 1 && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={texts?.language ?? language}
              onChange={(_, value: string | null) => value && setLanguage(value)}
              aria-label={t('hotels.textLanguage')}
            >
              {languages.map((code) => (
                <ToggleButton key={code} value={code} lang={code}>
                  {languageName(code)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          {hotel.text && <Typography sx={{ fontSize: '1.1rem' }}>{hotel.text}</Typography>}
          {texts && texts.sections.length > 0 ? (
            <Stack spacing={2} lang={texts.language}>
              {texts.sections.map((section, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id and never move
                <section key={i}>
                  {section.title && (
                    <Typography variant="h6" component="h3" gutterBottom>
                      {section.title}
                    </Typography>
                  )}
                  {section.para.map((para, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id and never move
                    <Typography key={j} sx={{ lineHeight: 1.7, mb: 1.5 }}>
                      {para}
                    </Typography>
                  ))}
                </section>
              ))}
            </Stack>
          ) : (
            !hotel.text && <Typography color="text.secondary">{t('hotels.noTexts')}</Typography>
          )}
        </Stack>
        <HotelContact hotel={hotel} />
      </div>
    </Box>
  );
}

/** Address and web links of the hotel (nothing when it has neither). */
function HotelContact({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  const { addresses, urls } = hotel.detail;
  return (
    <Stack spacing={3} component="aside">
      {addresses.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h3">
            {t('hotels.address')}
          </Typography>
          {addresses.map((a) => (
            <Typography
              key={`${a.street}${a.streetNum}${a.zip}${a.cityName}`}
              component="address"
              sx={{ fontStyle: 'normal' }}
            >
              {[a.street, a.streetNum].filter(Boolean).join(' ')}
              <br />
              {[a.zip, a.cityName].filter(Boolean).join(' ')}
              {a.country ? `, ${a.country}` : ''}
            </Typography>
          ))}
        </div>
      )}
      {urls.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h3">
            {t('hotels.links')}
          </Typography>
          {urls.map((u) => (
            <Typography key={u.url}>
              <Link href={u.url} target="_blank" rel="noopener noreferrer">
                {hotelLinkLabel(t, u)}
              </Link>
            </Typography>
          ))}
        </div>
      )}
    </Stack>
  );
}
