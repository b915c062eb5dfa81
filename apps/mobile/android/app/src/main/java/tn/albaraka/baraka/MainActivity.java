package tn.albaraka.baraka;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
