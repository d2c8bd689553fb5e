// The §3 shipment number, the part of a shipment other domains use (the warehouse matches inbound parcels by it);
// written once in the contracts, where the web app reads it too.
export { idFromNumber, shipmentNumber } from '@cabinet/contracts/shipment-number';
