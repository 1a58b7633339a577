import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AnnouncementForm } from '../components/announcement-form';
import { AnnouncementList } from '../components/announcement-list';

/** 'Ankündigungen': a full-screen message on the screens, now or planned, ending by itself. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('announcements.title')} subtitle={t('announcements.subtitle')} />
      <AnnouncementForm />
      <AnnouncementList />
    </Stack>
  );
}
