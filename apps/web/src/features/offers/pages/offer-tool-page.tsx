import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { OfferMode, OfferPrepareLoginResponse, ValidityWindow } from '@signage/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OfferTarget } from '../../../api/offers/offer-calls';
import { useAddOfferToOffice, useOfferImages, useOfferLogin } from '../../../api/offers/offer-hooks';
import { CenteredMessage } from '../../../components/centered-message';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { OfferAddResult } from '../components/offer-add-result';
import { OfferError } from '../components/offer-error';
import { OfferPeriodStep } from '../components/offer-period-step';
import { OfferPreviewStep } from '../components/offer-preview-step';
import { OfferScreensStep } from '../components/offer-screens-step';
import { type OfferLink, parseOfferLink } from '../lib/offer-query';

/** /pc/addImage: the offer tool, standard mode. */
export const OfferToolPage = () => <OfferTool mode="standard" />;
/** /bs/addImage: the offer tool, BOSIS mode. */
export const OfferToolBosisPage = () => <OfferTool mode="bosis" />;

function OfferTool({ mode }: { mode: OfferMode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = useMemo(() => parseOfferLink(params), [params]);
  const title = t(mode === 'bosis' ? 'pages.offerToolBosis' : 'pages.offerTool');
  if (!link.target) {
    return (
      <CenteredMessage title={title} fullScreen testId="offer-incomplete">
        {t('offers.incomplete')}
      </CenteredMessage>
    );
  }
  return <OfferToolLogin mode={mode} link={link} target={link.target} title={title} />;
}

function OfferToolLogin(props: { mode: OfferMode; link: OfferLink; target: OfferTarget; title: string }) {
  const { t } = useTranslation();
  const login = useOfferLogin(props.mode, props.target);
  if (login.isPending)
    return (
      <CenteredMessage title={props.title} fullScreen>
        {t('offers.waitPreview')}
      </CenteredMessage>
    );
  if (login.error) {
    return (
      <CenteredMessage title={props.title} fullScreen testId="offer-error">
        <OfferError error={login.error} onRetry={() => void login.refetch()} />
      </CenteredMessage>
    );
  }
  if (!login.data.company) {
    // SPEC §6: agency unknown, with the support contact, as the server words it
    return (
      <CenteredMessage title={props.title} fullScreen testId="offer-agency-unknown">
        <Typography sx={{ whiteSpace: 'pre-line' }}>{login.data.message}</Typography>
      </CenteredMessage>
    );
  }
  return <OfferToolSteps {...props} login={login.data} />;
}

function OfferToolSteps(props: {
  mode: OfferMode;
  link: OfferLink;
  target: OfferTarget;
  title: string;
  login: OfferPrepareLoginResponse;
}) {
  const { t } = useTranslation();
  const { mode, link, target, login } = props;
  useDocumentTitle(props.title, login.company?.name);
  const images = useOfferImages(mode, target, link.cache);
  const add = useAddOfferToOffice(mode);
  const [step, setStep] = useState(0);
  const [devices, setDevices] = useState(() => login.devices.map((d) => d.guid));
  const [playlist, setPlaylist] = useState(login.defaultGuid ?? '');

  const submit = (window: ValidityWindow) =>
    add.mutate({
      code: target.code,
      start: window.activeFrom,
      end: window.activeTill,
      targetDevices: devices,
      targetPlaylists: playlist ? [playlist] : [],
      provider: target.provider,
      advisoryId: target.advisoryId,
      agencyId: login.agencyId || undefined,
      offerId: link.offerId,
    });
  const steps = [t('offers.stepPreview'), t('offers.stepScreens'), t('offers.stepPeriod')];
  const done = add.isSuccess || add.isError;
  // Step 2 without a chosen screen: 'Weiter' waits, with a hint.
  const noScreen = step === 1 && devices.length === 0;

  return (
    <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {props.title} · {login.company?.name}
      </Typography>
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box hidden={step !== 0}>
          <OfferPreviewStep
            mode={mode}
            target={target}
            offerId={link.offerId}
            editor={link.editor}
            taskFolder={login.json.task_folder}
            images={images}
          />
        </Box>
        {step === 1 && (
          <OfferScreensStep
            login={login}
            devices={devices}
            onDevices={setDevices}
            playlist={playlist}
            onPlaylist={setPlaylist}
          />
        )}
        {images.data && (
          // stays mounted (hidden) so the typed dates survive going back to another step
          <Box hidden={step !== 2}>
            <Stack spacing={3}>
              <OfferPeriodStep
                mode={mode}
                from={login.from}
                timeZone={login.timeZone}
                till={images.data.till}
                departure={images.data.departure}
                busy={add.isPending}
                onAdd={submit}
                onRefused={add.reset}
              />
              {add.isPending && <Alert severity="info">{t('offers.waitTransfer')}</Alert>}
              {done && <OfferAddResult answer={add.data} error={add.error} />}
            </Stack>
          </Box>
        )}
      </Paper>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
          {t('offers.back')}
        </Button>
        <Button variant="outlined" disabled={step === 2 || !images.data || noScreen} onClick={() => setStep(step + 1)}>
          {t('offers.next')}
        </Button>
        {noScreen && login.devices.length > 0 && (
          <Alert severity="info" sx={{ py: 0 }} data-testid="offer-choose-screen">
            {t('offers.chooseScreen')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
