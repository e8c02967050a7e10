// /tradeFairSystem/home: the lead tool's entry (where the after-login rule sends a trade-fair exhibitor)
// is the leads list; replace, so that going back does not land here and bounce forward again.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { LoadingScreen } from '../../../ui/loading-screen';

export default function LeadHomeScreen() {
  const [, navigate] = useLocation();
  useEffect(() => navigate(hrefOf('/customerPage'), { replace: true }), [navigate]);
  return <LoadingScreen />;
}
