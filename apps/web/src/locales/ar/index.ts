/** Every namespace of one language, bundled together so a language loads as one chunk. */
import accounts from './accounts.json';
import appointments from './appointments.json';
import auth from './auth.json';
import beneficiaries from './beneficiaries.json';
import bulkTransfers from './bulk-transfers.json';
import cards from './cards.json';
import catalogue from './catalogue.json';
import challenges from './challenges.json';
import common from './common.json';
import contact from './contact.json';
import content from './content.json';
import currencies from './currencies.json';
import dashboard from './dashboard.json';
import devices from './devices.json';
import errors from './errors.json';
import forms from './forms.json';
import locator from './locator.json';
import menu from './menu.json';
import onboarding from './onboarding.json';
import requests from './requests.json';
import simulators from './simulators.json';
import standingOrders from './standing-orders.json';
import transferHistory from './transfer-history.json';
import transfers from './transfers.json';

export default {
  accounts,
  appointments,
  auth,
  beneficiaries,
  bulkTransfers,
  cards,
  simulators,
  catalogue,
  challenges,
  common,
  contact,
  content,
  currencies,
  dashboard,
  devices,
  errors,
  forms,
  locator,
  menu,
  requests,
  onboarding,
  transfers,
  'transfer-history': transferHistory,
  'standing-orders': standingOrders,
};
