// The gallery's sample authenticator enrolment: the QR code an app scans, its key and its link,
// as the emulator's totp.enroll answers them (packages/emulator/src/auth/totp.ts). The image was
// made once with the qrcode package the emulator uses (errorCorrectionLevel M, margin 1) from
// SAMPLE_TOTP.provisionUrl; the key is the example authenticator documentation uses, nobody's.

const PROVISION_URL =
  'otpauth://totp/Gatehouse:test.user%40company.com?issuer=Gatehouse&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';

export const SAMPLE_TOTP = {
  key: 'JBSWY3DPEHPK3PXP',
  provisionUrl: PROVISION_URL,
  image:
    'data:image/png;base64,' +
    'iVBORw0KGgoAAAANSUhEUgAAALwAAAC8CAYAAADCScSrAAAAAklEQVR4AewaftIAAAnFSURBVO3BQW4dSxLAQLKh+1+Z42XC' +
    'i/poPMn2oDLCfmGtSzysdZGHtS7ysNZFvviNyp9U8YbKJypOVKaKE5WpYlKZKiaVqWJSmSomlaniRGWqOFGZKk5UpopJ5U+q' +
    'mB7WusjDWhd5WOsiX/yHiu+k8jepTBVTxaRyUvGGylQxqZyonKhMFVPFd1KZKt6o+E4qJw9rXeRhrYs8rHWRL15SeaPiDZWp' +
    'Yqp4Q2WqeKPiRGWqOKmYVE4q3lCZVKaKSeWk4k9SeaPijYe1LvKw1kUe1rrIF/84lZOKSWWqmFROKk5UTlSmiknlDZWTiqni' +
    'jYpJZVKZKk5Upop/ycNaF3lY6yIPa13ki/8zFW+oTBWTyqRyUjGpnKh8ouITKt9J5f/Zw1oXeVjrIg9rXeSLlyr+JpWTijcq' +
    'JpWp4qRiUpkq3lCZVD5R8f+k4ic9rHWRh7Uu8rDWRb74Dyp/U8WkMlVMKlPFpDJVvKEyVbyhMlWcVEwqU8WkcqIyVUwqU8Wk' +
    'MlVMKlPFicqf9LDWRR7WusjDWhf54jcV/xKV71QxqXxC5Y2K76Ty/6Tib3pY6yIPa13kYa2LfPEblaliUvlOFVPFGypvqJxU' +
    'fCeV71TxiYpJZar4RMWJyneqeONhrYs8rHWRh7UuYr/wAZWp4hMqn6iYVKaKSeWkYlKZKk5UpopJZaqYVKaK76TyRsWk8kbF' +
    'J1TeqJge1rrIw1oXeVjrIvYLg8pJxYnKVDGpTBVvqEwVk8pUMalMFZPKJyomlZOKN1Smip+kclJxonJScaIyVUwqU8XJw1oX' +
    'eVjrIg9rXeSLl1SmijcqJpWpYlKZKj5RMamcVEwqU8WkclJxojJVTBVvqJxUTCpTxaRyonJS8QmVE5WpYnpY6yIPa13kYa2L' +
    '2C8cqEwVn1A5qThROan4hMpUMamcVLyh8p0qTlSmir9J5aTiROWkYnpY6yIPa13kYa2L2C8MKlPFJ1SmiknlpOJE5RMV30ll' +
    'qjhRmSomlaniRGWqOFGZKt5QOak4UflJFdPDWhd5WOsiD2tdxH5hUDmpOFF5o+InqUwVk8pPqphUpopJ5SdVnKhMFZPKScWk' +
    'clJxonJS8cbDWhd5WOsiD2tdxH7hQGWqmFTeqHhDZar4hMpUcaJyUjGpfKLiROUTFZPKScWJylTxCZVPVJw8rHWRh7Uu8rDW' +
    'RewXXlCZKiaVT1ScqEwVP0nlpOINlZOKN1SmikllqphUporvpHJScaIyVZyoTBXTw1oXeVjrIg9rXeSL36hMFW9UTCpTxRsq' +
    'JypTxYnKScVU8QmVT6icVLyhMlV8J5WTiknlDZVPPKx1kYe1LvKw1kXsFwaVqWJSmSreUJkqJpWpYlI5qfiEylQxqfzLKk5U' +
    'TipOVKaKN1SmijdUTipOHta6yMNaF3lY6yL2Cwcqb1RMKlPFpHJS8QmVqeJE5aRiUpkq3lA5qZhU3qiYVL5TxYnKScWkMlWc' +
    'qJxUTA9rXeRhrYs8rHUR+4UXVP6mihOVqWJSeaPiROUnVXxCZao4UTmpOFH5SRWTyknF9LDWRR7WusjDWhf54jcqU8VUMamc' +
    'VLyh8i9RmSqmikllqnhD5RMqJypTxVQxqUwqb1S8oXKi8omHtS7ysNZFHta6yBf/QWWqmComlROVqeKkYlJ5Q+WNihOVqeIN' +
    'laniROWk4qTiRGWqmCreUDlRmSpOKiaVk4qTh7Uu8rDWRR7WusgX/6HiO1X8TRV/U8V3UnlDZap4Q2WqeKPiDZXv9LDWRR7W' +
    'usjDWhf54jcVk8onVD6h8omKN1SmihOVE5WfVHGi8obKVPEJle9UMam88bDWRR7WusjDWhf54qWKSWWqmFSmik+ofEJlqvhJ' +
    'FZPKJyomlaliqnij4qTipOJE5aRiUplUpopJZaqYHta6yMNaF3lY6yJf/EZlqjipOKmYVD5R8YmKN1ROKiaVNypOVCaVqeJE' +
    '5aTiDZWp4hMVn1CZKk4e1rrIw1oXeVjrIl/8puJEZao4UZkqTlSmihOVqeJEZaqYKk5UPlExqZxUfKLiROWNikllqviXPax1' +
    'kYe1LvKw1kW++I3KVDFVTConFZPKGypTxVTxJ1X8pIpJ5RMVb1RMKicVJypTxYnKScWJylQxPax1kYe1LvKw1kW+eEllqjhR' +
    'mSpOVE5UTiomlROVT1RMFZPKVDFVTConFZPKGypTxaQyVZyonFS8UXGi8omHtS7ysNZFHta6yBf/QeVEZao4UXmjYlKZKt6o' +
    'mFSmijdUpoo3VKaKSWVSmSomlUllqphUTlROKiaVSWWqeENlqjhROXlY6yIPa13kYa2LfPGhijcqTlTeUJkqTlTeUHlDZao4' +
    'qZhUporvpPJGxYnKVHGiclJxovKJh7Uu8rDWRR7WusgXL1WcqJyoTBU/qWJSmSp+kspUMam8oXJSMalMFZPKVDGpTBVTxRsV' +
    'JypTxYnKVHHysNZFHta6yMNaF7FfGFSmikllqvhOKlPFT1L5ThX/EpXvVDGpnFScqEwVn1CZKqaHtS7ysNZFHta6iP3CN1KZ' +
    'KiaVT1RMKm9UnKhMFW+onFR8QmWq+ITKScWkMlWcqEwVk8pU8YbKVHHysNZFHta6yMNaF/niP6h8p4oTlU9UTCqTyidUTiom' +
    'lUllqphUpoqp4kTlpOINlaliUjmpmFSmijdUpoo3Hta6yMNaF3lY6yJf/EZlqjhReUPljYpPVJyoTBWTylRxovKGyhsqJxWT' +
    'yknFGypTxaQyqZyovFFxojJVTA9rXeRhrYs8rHWRL35T8UbFGxUnKicqU8WkMlWcVJxUTCpTxUnFGypvVLyhMlVMKicVb1S8' +
    'oTJVTCqfeFjrIg9rXeRhrYt88RuVP6liqjip+EkqU8WJyhsqU8WJyhsqU8UbFScqU8UbKlPFd6o4eVjrIg9rXeRhrYt88R8q' +
    'vpPKicpUMalMFW+ovKEyVUwqb1R8ouINlZOKSWWqmCo+UfGGyknFpDJVTA9rXeRhrYs8rHWRL15SeaPiEypTxaTynSreqJhU' +
    'JpU/qWJSmSpOKiaVqWJSOVH5RMWJyhsPa13kYa2LPKx1kS/+z6icVLxR8YbKJypOVP4klaliqjipOFGZKiaVN1Smijce1rrI' +
    'w1oXeVjrIl/84ypOVCaVk4pJZaqYVN6o+ETFpDKpnFR8QuWNiu9UcVIxqUwVJw9rXeRhrYs8rHWRL16q+EkVb1S8oTJVTCon' +
    'FScqU8V3qnij4qRiUjmpmFQ+UfGGylTxxsNaF3lY6yIPa13EfmFQ+ZMqJpWp4kRlqnhD5TtVTCpTxaTyRsWk8p0qfpLKVPEJ' +
    'lani5GGtizysdZGHtS5iv7DWJR7WusjDWhd5WOsi/wOcAK2Ay/sFUgAAAABJRU5ErkJggg==',
};
