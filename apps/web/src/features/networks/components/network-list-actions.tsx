import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useCreateCompany } from '../../../api/companies/create-company';
import { useDownloadStats } from '../../../api/companies/download-stats';
import { useOpenNewRecord } from '../../../hooks/use-new-record';
import { networkTabPath } from '../lib/company-paths';

/** 'Netzwerk erstellen', 'Veranstalter-Netzwerk erstellen' and the statistics download (RIGHT_NETWORK_CREATE). */
export function NetworkListActions() {
  const { t } = useTranslation();
  const openNew = useOpenNewRecord((guid) => networkTabPath(guid, 0));
  const create = useCreateCompany();
  const stats = useDownloadStats();

  const creating = (typ: 0 | 1) =>
    create.isPending && create.variables !== undefined && 'typ' in create.variables && create.variables.typ === typ;
  const createNetwork = (typ: 0 | 1) => create.mutate({ isMother: 1, typ }, { onSuccess: openNew });

  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => createNetwork(0)}
        loading={creating(0)}
        disabled={create.isPending}
      >
        {t('networks.create')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<EventIcon />}
        onClick={() => createNetwork(1)}
        loading={creating(1)}
        disabled={create.isPending}
      >
        {t('networks.createOrganiser')}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => stats.mutate()} loading={stats.isPending}>
        {t('networks.statistics')}
      </Button>
    </>
  );
}
