import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseActions } from '../../../components/close-actions';

/** SPEC §2 dialogs 'discount info': discounts are only given by the provider, by phone. */
export function DiscountInfoButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<LocalOfferOutlinedIcon />} onClick={() => setOpen(true)}>
        {t('discountInfo.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="discount-info-title"
        data-testid="discount-info-dialog"
      >
        <DialogTitle id="discount-info-title">{t('discountInfo.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('discountInfo.text')}</DialogContentText>
        </DialogContent>
        <CloseActions onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
